/**
 * SPEC.md section 6's plan features on the server: every route gated by a feature asks here, which reads the
 * company's plan (domain featurePlan) and the domain's one table (planFeatureRefusal) for the 403's message.
 */
import { featurePlan, planFeatureRefusal } from '@casebridge/domain';
import type { PlanFeatureId, PlanType } from '@casebridge/domain';
import { forbidden } from '../core/errors.ts';
import type { Services } from '../core/types.ts';
import { subscriptionOf } from './subscriptions/paymentService.ts';

/** The plan whose features the company has (Basic without a subscription or once it is canceled). */
export function companyPlan(services: Services, companyId: string | null | undefined): PlanType {
  return companyId ? featurePlan(subscriptionOf(services, companyId)) : 'BASIC';
}

/** 403 with the feature's upgrade message unless the company's plan includes it. */
export function requirePlanFeature(
  services: Services,
  companyId: string | null | undefined,
  feature: PlanFeatureId,
): void {
  const refusal = planFeatureRefusal(companyPlan(services, companyId), feature);
  if (refusal) throw forbidden(refusal);
}
