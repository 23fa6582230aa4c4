import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router';
import {
  MESSAGES,
  PLAN_LABELS,
  actorFromSession,
  format,
  formatLongDate,
  homePath,
} from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import type { BillingType, PaymentFormValues, PlanType, TrialOffer } from '@casebridge/domain';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useSavePaymentMethod } from './api.ts';

export interface PlanChoice {
  planType: PlanType;
  billingType: BillingType;
  /** The free trial this choice comes with (the domain's trialOffer: a new one, the rest of one, or none). */
  trial: TrialOffer;
  /** Premium: keep the previous Premium benefits. */
  previousBenefits?: boolean;
}

/**
 * Where a plan choice leads: the landing of the user on the chosen plan (issue 40 item 16: a new Basic owner
 * lands on cases, never on the Premium dashboard's refusal). A facility's plan family stays FACILITY.
 */
export function afterPlanPath(planType: PlanType): string {
  const current = session.get();
  if (!current) return '/sign-in';
  const actor = actorFromSession(current);
  const subscriptionType = actor.subscriptionType === 'FACILITY' ? 'FACILITY' : planType;
  return homePath({ ...actor, subscriptionType });
}

/**
 * Saves a plan choice (with a card, or none for Basic or a card on file): on success a toast and the landing,
 * or `onDone` (the upgrade modal closes) (the mutation refreshes the account, so the Complete Your Account panel follows); a 403 opens the
 * unauthorized modal; a decline (402) is rethrown for the payment form to show, like every other failure.
 */
export function useChoosePlan(companyId: string, onUnauthorized: () => void, onDone?: () => void) {
  const savePaymentMethod = useSavePaymentMethod(companyId);
  const notify = useNotify();
  const navigate = useNavigate();

  return async (choice: PlanChoice, card?: PaymentFormValues): Promise<void> => {
    try {
      const result = await savePaymentMethod.mutateAsync({
        upgradeTo: choice.planType,
        billingType: choice.billingType,
        ...(choice.previousBenefits === undefined ? {} : { previousBenefits: choice.previousBenefits }),
        ...(card ? { card } : {}),
      });
      notify(planMessage(choice, result.subscription), { type: 'success' });
      if (onDone) onDone();
      else void navigate(afterPlanPath(choice.planType));
    } catch (error) {
      const { status } = apiFailure(error);
      if (status === 403) return onUnauthorized();
      throw error;
    }
  };
}

/** The toast after a plan was saved, from what the API answered: a trial started, going on, or a plan active. */
function planMessage(
  choice: PlanChoice,
  subscription: { trialing: boolean; trialEnd: string | null },
): string {
  const plan = PLAN_LABELS[choice.planType];
  if (subscription.trialing && subscription.trialEnd && choice.trial.kind === 'remaining')
    return format(MESSAGES.trialContinues, { plan, date: formatLongDate(subscription.trialEnd) });
  if (subscription.trialing && choice.trial.kind === 'new')
    return format(MESSAGES.trialStarted, { n: choice.trial.days, plan });
  return format(MESSAGES.planSaved, { plan });
}
