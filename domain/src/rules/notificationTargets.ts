/**
 * Where a notification leads (SPEC.md 2.3 and 4 "Notifications"): every (section, action) pair the API or the
 * fixtures emit, with the screen it opens and the `extra` it carries (colon-separated ids). The fake API only
 * emits pairs of this table (fake-api notify helpers check it); the portal's panel opens `notificationTarget`.
 * A pair missing from the table, or an `extra` without the ids its screen needs, opens nothing: the panel stays
 * on the notification list.
 */
import type { NotificationAction, NotificationSection } from '../enums.ts';
import { caseTabPath, notificationCaseTab } from './caseTabs.ts';

/** Who reads the notification: the same pair can lead different audiences to different screens. */
export type NotificationAudience = 'firm' | 'provider' | 'factoring' | 'claimant' | 'internal';

/**
 * The screens, with the ids their `extra` carries in order:
 * - case: caseId[:anything] (a claimant opens its own case page)
 * - presentedCase: caseId:referralId (the cases list with ?presentCaseId=, SPEC.md 2.2)
 * - invite: caseId:referralId (the provider's /case-invites/{referralId})
 * - billing: caseId:providerCompanyId
 * - file: caseId:fileId; caseFiles: caseId[:anything]
 * - fundingRequest: caseId:fundingRequestId (factoring staff open the request, others its case)
 * - registry: companyId (staff open the registry entry; the company's own users My Company, factoring
 *   staff their funding applications)
 * - tasks, appointments, inviteFriends: no ids needed
 * - myNetwork (an intro received): the intro id, for reference only
 */
export type NotificationScreen =
  | 'case'
  | 'presentedCase'
  | 'invite'
  | 'billing'
  | 'file'
  | 'caseFiles'
  | 'fundingRequest'
  | 'registry'
  | 'tasks'
  | 'appointments'
  | 'inviteFriends'
  | 'myNetwork';

export const NOTIFICATION_TARGETS = {
  CASE: {
    PRESENT: 'presentedCase',
    REQUEST_CASE_STATUS: 'case',
    UPDATE_CASE_STATUS: 'case',
    OWNERSHIP_TRANSFERED: 'case',
    VISIBLE: 'case',
    ALERT_1: 'case',
    ALERT_2: 'case',
    EXPIRE: 'case',
  },
  BILL: { ADD: 'billing', ACCEPT: 'billing', REJECT: 'billing', DELETE: 'billing' },
  FILE: { ADD: 'file', REQUEST_FILE: 'caseFiles', DELETE: 'caseFiles' },
  REFERRAL: {
    INVITE: 'invite',
    PRESENT: 'invite',
    ALERT_1: 'invite',
    ALERT_2: 'invite',
    EXPIRE: 'invite',
    ASSIGN: 'case',
    ACCEPT: 'case',
    REJECT_INVITE: 'case',
    REJECT: 'case',
    JOINED: 'inviteFriends',
  },
  PAYMENT: { ADD: 'billing', DELETE: 'billing' },
  REDUCTION: { REQUEST: 'billing', ACCEPT: 'billing', REJECT: 'billing', DELETE: 'billing' },
  FUNDING_REQUEST: {
    REQUEST: 'fundingRequest',
    ACCEPT: 'fundingRequest',
    REJECT: 'fundingRequest',
    UPDATE_CASE_STATUS: 'fundingRequest',
    ACCEPT_AS_FACTORING: 'fundingRequest',
    REJECT_AS_FACTORING: 'fundingRequest',
  },
  PENDING_REVIEW: {
    ADD: 'registry',
    ALERT_1: 'registry',
    ALERT_2: 'registry',
    EXPIRE: 'registry',
    ACCEPT: 'registry',
    REJECT: 'registry',
    REQUEST: 'registry',
  },
  TASK: { ASSIGN: 'tasks', COMPLETE: 'tasks', DELETE: 'tasks', ALERT_1: 'tasks' },
  APPOINTMENT: {
    ADD: 'appointments',
    COMPLETE: 'appointments',
    DELETE: 'appointments',
    ALERT_1: 'appointments',
  },
  // Make Intro (issue 12): the receiving company's owners and admins hear of an intro; My Network lists it.
  INTRO: { ADD: 'myNetwork' },
} as const satisfies Record<NotificationSection, Partial<Record<NotificationAction, NotificationScreen>>>;

type Targets = typeof NOTIFICATION_TARGETS;
/** A (section, action) pair the table knows: the only ones the API may emit. */
export type KnownNotificationPair = {
  [S in keyof Targets]: { section: S; action: Extract<keyof Targets[S], NotificationAction> };
}[keyof Targets];

/** The screen a pair opens, or null for a pair the table does not know. */
export function notificationScreen(section: string, action: string): NotificationScreen | null {
  const actions = (NOTIFICATION_TARGETS as Record<string, Record<string, NotificationScreen>>)[section];
  return actions?.[action] ?? null;
}

export function isKnownNotificationPair(section: string, action: string): boolean {
  return notificationScreen(section, action) !== null;
}

const enc = encodeURIComponent;

/**
 * The portal path a notification opens for its reader, or null (unknown pair, or `extra` lacking an id): the
 * panel then stays on the list. Console screens (the registry) are under /registries, which the portal hands
 * to the console.
 */
export function notificationTarget(
  notification: { section: string; action: string; extra: string | null },
  audience: NotificationAudience,
): string | null {
  const screen = notificationScreen(notification.section, notification.action);
  const [first, second] = (notification.extra ?? '').split(':').map((part) => part.trim());
  const caseId = first || null;
  const related = second || null;
  // The case page on the tab the notification is about (the claimant's case page and the console's have none).
  const tab =
    audience === 'internal' ? 'overview' : notificationCaseTab(notification.section, notification.action);
  const casePage = caseId
    ? audience === 'claimant'
      ? `/claimant/cases/${enc(caseId)}`
      : caseTabPath(caseId, tab)
    : null;
  switch (screen) {
    case null:
      return null;
    case 'case':
      return casePage;
    case 'presentedCase':
      return caseId ? `/cases?presentCaseId=${enc(caseId)}` : null;
    case 'invite':
      if (audience === 'firm') return casePage;
      return related ? `/case-invites/${enc(related)}` : null;
    case 'billing':
      return caseId && related ? `/cases/${enc(caseId)}/billing/${enc(related)}` : casePage;
    case 'file':
      return caseId && related && audience !== 'claimant'
        ? `/cases/${enc(caseId)}/files/${enc(related)}`
        : caseId && audience !== 'claimant'
          ? `/cases/${enc(caseId)}/files`
          : casePage;
    case 'caseFiles':
      return caseId && audience !== 'claimant' ? `/cases/${enc(caseId)}/files` : casePage;
    case 'fundingRequest':
      if (audience === 'factoring') return related ? `/funding-request-details/${enc(related)}` : null;
      return casePage;
    case 'registry':
      if (audience === 'internal') return caseId ? `/registries/${enc(caseId)}` : '/registries';
      // A factoring company's only screen is its funding applications (SPEC.md 2.3).
      return audience === 'factoring' ? '/funding-requests' : audience === 'claimant' ? null : '/my-company';
    case 'tasks':
      return audience === 'factoring' ? null : '/tasks';
    case 'appointments':
      // Attorney firms have no appointments screen (SPEC.md 2.3): they open the case instead.
      return audience === 'firm' ? casePage : '/appointments';
    case 'inviteFriends':
      return '/invite-friend';
    case 'myNetwork':
      return audience === 'factoring' || audience === 'claimant' || audience === 'internal'
        ? null
        : '/my-network';
  }
}
