/**
 * Requests for case status (issue 11; a plan feature of SPEC.md section 6: Advanced and Premium have it, Basic
 * does not). A collaborating provider or facility asks the firm for an update; the request stays open until the
 * firm answers it (with a message, or by changing the case's status). The API decides with statusRequestAsk and
 * answers the same decision to the screens, which show the action, an upgrade prompt or nothing.
 */
import type { CaseAccess } from '../schemas/cases.ts';
import { planHasFeature } from './plans.ts';

/** What the caller may do about asking for a status update on one case. */
export const STATUS_REQUEST_ASKS = ['ALLOWED', 'UPGRADE', 'ALREADY_OPEN', 'NOT_ALLOWED'] as const;
export type StatusRequestAsk = (typeof STATUS_REQUEST_ASKS)[number];

export const STATUS_REQUEST_MESSAGES = {
  upgrade:
    'Status requests are part of the Advanced and Premium plans. Upgrade your plan to ask the firm for an update.',
  alreadyOpen: 'Your company already asked for an update on this case; the firm has not answered yet.',
  notAllowed: 'Only a provider or facility working on the case can ask for a status update',
  answered: 'This request was already answered',
} as const;

export const STATUS_REQUEST_LIMITS = { messageMaxLength: 500, answerMaxLength: 1000 } as const;

/**
 * Only a collaborating company may ask; Basic gets the upgrade prompt; one open request per company and case.
 * The firm, the claimant and internal staff answer or read, they do not ask.
 */
export function statusRequestAsk(
  access: CaseAccess,
  planType: 'BASIC' | 'ADVANCED' | 'PRO',
  openFromCompany: boolean,
): StatusRequestAsk {
  if (access !== 'COLLABORATOR') return 'NOT_ALLOWED';
  if (!planHasFeature(planType, 'statusRequests')) return 'UPGRADE';
  return openFromCompany ? 'ALREADY_OPEN' : 'ALLOWED';
}

/** Who reads a case's status requests: the firm (all of them), a collaborator (its company's), staff. */
export function mayReadStatusRequests(access: CaseAccess): boolean {
  return access !== 'CLAIMANT';
}
