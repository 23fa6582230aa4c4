import { actorFromSession, isClaimant, isInternal } from '@casebridge/domain';
import type { NotificationAudience, SessionData } from '@casebridge/domain';

/**
 * Who reads the notifications, for notificationTarget: the firm (an ATTORNEY company), a provider
 * (HEALTH_PROVIDER or FACILITY company), a factoring company, a claimant or CaseBridge staff. Null for an
 * external user without a company (no screen to open).
 */
export function notificationAudience(session: SessionData): NotificationAudience | null {
  const actor = actorFromSession(session);
  if (isInternal(actor)) return 'internal';
  if (isClaimant(actor)) return 'claimant';
  switch (actor.companyType) {
    case 'ATTORNEY':
      return 'firm';
    case 'HEALTH_PROVIDER':
    case 'FACILITY':
      return 'provider';
    case 'FACTORING_COMPANY':
      return 'factoring';
    default:
      return null;
  }
}
