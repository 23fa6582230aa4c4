/**
 * A case presented to the caller's company (SPEC.md 2.2: the case list opens with ?presentCaseId=): the latest
 * presentation (referral) of the case to that company, with what it may know before accepting. Any other case,
 * or a caller without such a presentation, answers 404 (ids cannot be probed).
 */
import { ENDPOINTS, presentedCaseSchema, presentedStatusOf, referralStatusAt } from '@casebridge/domain';
import type { PresentedCase } from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { notFound } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';
import { callerOf, idParams } from '../access.ts';

export function presentedCase(services: Services, caller: Principal, caseId: string): PresentedCase {
  const legalCase = services.store.collection('cases').get(caseId);
  const referral = caller.companyId
    ? services.store
        .collection('referrals')
        .findBy('caseId', caseId)
        .filter((r) => r.toCompanyId === caller.companyId)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]
    : undefined;
  if (!legalCase || !referral) throw notFound();
  return {
    caseId: legalCase.id,
    referralId: referral.id,
    folio: legalCase.folio,
    caseType: legalCase.caseType,
    accidentDate: legalCase.accidentDate,
    accidentCity: legalCase.accidentCity,
    accidentState: legalCase.accidentState,
    description: legalCase.description,
    firmName: services.store.collection('companies').get(legalCase.attorneyCompanyId)?.name ?? '',
    presentedAt: referral.createdAt,
    // From the server's time: an invite past its expiry reads REJECTED before the sweep records it.
    presentedStatus: presentedStatusOf(referralStatusAt(referral, services.clock.now())),
    collaborating: legalCase.collaboratorCompanyIds.includes(caller.companyId!),
  };
}

const presentation = defineRoute({
  endpoint: ENDPOINTS.getPresentedCase,
  access: 'authenticated',
  params: idParams,
  doc: {
    summary: 'A case presented to the caller’s company (the case list’s presentCaseId), before it accepts',
    description:
      'The latest presentation of the case to the caller’s company, without the claimant’s name or contact; ' +
      '404 when the case was not presented to it. Accepting or rejecting is the case invites’ flow.',
    tags: ['cases'],
    response: presentedCaseSchema,
  },
  handler: (ctx) => ({ status: 200, body: presentedCase(ctx.services, callerOf(ctx), ctx.params.id) }),
});

export const presentedCaseRoutes = [presentation];
