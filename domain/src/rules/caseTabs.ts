/**
 * The sections (tabs) of a case page, /cases/{id}, and the one it opens on: Overview unless the URL names
 * another (`?tab=`, e.g. from a notification). A notification about a case opens the tab it is about
 * (issue 40 item 35): funding requests the Funding tab, presentations the Presentations tab, and so on.
 */
import type { NotificationAction, NotificationSection } from '../enums.ts';

export const CASE_TABS = [
  'overview',
  'collaborators',
  'presentations',
  'notes',
  'files',
  'requests',
  'billing',
  'funding',
  'settlement',
  'activity',
] as const;
export type CaseTab = (typeof CASE_TABS)[number];

/** The case page's query parameter naming its tab. */
export const CASE_TAB_QUERY = 'tab';

/** The tab a `?tab=` value names, or Overview for none or an unknown one. */
export function caseTabFromQuery(value: string | null | undefined): CaseTab {
  return (CASE_TABS as readonly string[]).includes(value ?? '') ? (value as CaseTab) : 'overview';
}

/** /cases/{id}, with `?tab=` unless the tab is Overview (the page's default). */
export function caseTabPath(caseId: string, tab: CaseTab = 'overview'): string {
  const path = `/cases/${encodeURIComponent(caseId)}`;
  return tab === 'overview' ? path : `${path}?${CASE_TAB_QUERY}=${tab}`;
}

/** Each notification section's tab, with the actions that lead elsewhere; unlisted sections: Overview. */
const SECTION_TABS: Partial<
  Record<NotificationSection, { tab: CaseTab; actions?: Partial<Record<NotificationAction, CaseTab>> }>
> = {
  // A request for a status update opens the requests; a status move shows in the page's header.
  CASE: { tab: 'overview', actions: { REQUEST_CASE_STATUS: 'requests' } },
  REFERRAL: { tab: 'presentations' },
  FUNDING_REQUEST: { tab: 'funding' },
  BILL: { tab: 'billing' },
  PAYMENT: { tab: 'billing' },
  REDUCTION: { tab: 'billing' },
  FILE: { tab: 'files' },
  // Missed appointments and treatment gaps are shown on the Overview (the treatment notice).
  APPOINTMENT: { tab: 'overview' },
};

/** The case tab a notification is about (its section and action), Overview when none in particular. */
export function notificationCaseTab(section: string, action: string): CaseTab {
  const entry = SECTION_TABS[section as NotificationSection];
  return entry?.actions?.[action as NotificationAction] ?? entry?.tab ?? 'overview';
}
