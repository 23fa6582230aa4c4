/** Which moves of a funding request the signed-in user is offered: the domain's graph and mayMoveFunding. */
import { actorFromSession, fundingTargets, isFactoring, mayMoveFunding } from '@casebridge/domain';
import type { FundingRequest, FundingStatus, SessionData } from '@casebridge/domain';

export function fundingMoves(
  current: SessionData | null,
  request: Pick<FundingRequest, 'status' | 'attorneyCompanyId'>,
): FundingStatus[] {
  if (!current) return [];
  const actor = { ...actorFromSession(current), companyId: current.company?.id ?? null };
  const parties = {
    attorneyCompanyId: request.attorneyCompanyId,
    // Factoring staff only ever receive the requests sent to their own company (the API scopes every read),
    // so a request they can see is theirs; the server checks it again on the move.
    factoringCompanyCompanyId: isFactoring(actor) ? actor.companyId : null,
  };
  return fundingTargets(request.status).filter((to) => mayMoveFunding(actor, parties, request.status, to));
}
