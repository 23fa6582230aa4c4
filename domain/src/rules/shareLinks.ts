/**
 * Who creates a file's public share link (issue 39): by default the firm's owners and admins and the case's
 * responsible attorney; a company setting (shareLinkPolicy ALL_MEMBERS) widens it to every member of the
 * firm. Only the case's firm ever shares (CASE_FILE_ABILITIES.share); the API answers 403 otherwise.
 */
import type { CaseAccess } from '../schemas/cases.ts';
import type { Actor } from './actor.ts';
import { isOwnerOrAdmin } from './actor.ts';

export const SHARE_LINK_POLICIES = ['MANAGERS', 'ALL_MEMBERS'] as const;
export type ShareLinkPolicy = (typeof SHARE_LINK_POLICIES)[number];
/** A company without the setting (every company before issue 39) keeps the narrow default. */
export const DEFAULT_SHARE_LINK_POLICY: ShareLinkPolicy = 'MANAGERS';
export const SHARE_LINK_POLICY_LABELS: Record<ShareLinkPolicy, string> = {
  MANAGERS: 'Owners, admins and the case’s responsible attorney',
  ALL_MEMBERS: 'Every member of the company',
};

export const SHARE_LINK_MESSAGES = {
  notAllowed:
    'Only an owner or admin of the law firm, or the case’s responsible attorney, can create share links.',
  /** The portal's explanation beside the disabled action. */
  whyDisabled:
    'Share links are created by your company’s owners and admins and by the case’s responsible attorney.',
  policyLabel: 'Who can create public share links',
  /** My Company's toast once the setting is saved. */
  policySaved: 'Share link setting saved',
  /** My Company's note for someone who may see the setting but not change it. */
  policyReadOnly: 'Only your company’s owners and admins can change this.',
} as const;

export interface ShareLinkCreator extends Actor {
  userId: string;
}

export interface ShareLinkCase {
  /** How the creator relates to the file's case (caseAccessOf). */
  access: CaseAccess;
  /** The case's responsible attorney (LegalCase.attorneyUserId). */
  attorneyUserId: string;
  /** The firm's setting (absent: DEFAULT_SHARE_LINK_POLICY). */
  policy?: ShareLinkPolicy | null | undefined;
}

/** Whether `actor` may create a share link to a file of the case. */
export function canCreateShareLink(actor: ShareLinkCreator, target: ShareLinkCase): boolean {
  if (target.access !== 'FIRM') return false;
  if ((target.policy ?? DEFAULT_SHARE_LINK_POLICY) === 'ALL_MEMBERS') return true;
  return isOwnerOrAdmin(actor) || actor.userId === target.attorneyUserId;
}

/** Who may change the company's share-link setting: its owners and admins (the company edit's own rule). */
export function canEditShareLinkPolicy(actor: Actor): boolean {
  return isOwnerOrAdmin(actor);
}
