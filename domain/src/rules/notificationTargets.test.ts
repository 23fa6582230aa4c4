import { describe, expect, it } from 'vitest';
import { NOTIFICATION_ACTIONS, NOTIFICATION_SECTIONS } from '../enums.ts';
import { isRoutePattern, PORTAL_ROUTES } from './routeTable.ts';
import {
  NOTIFICATION_TARGETS,
  isKnownNotificationPair,
  notificationTarget,
  type NotificationAudience,
} from './notificationTargets.ts';

const AUDIENCES: NotificationAudience[] = ['firm', 'provider', 'factoring', 'claimant', 'internal'];
const pairs = Object.entries(NOTIFICATION_TARGETS).flatMap(([section, actions]) =>
  Object.keys(actions).map((action) => ({ section, action })),
);

/** True when `path` (without its query) matches a pattern of the portal's route table. */
function isPortalPath(path: string): boolean {
  const bare = path.split('?')[0]!;
  return PORTAL_ROUTES.some((route) => {
    const re = new RegExp(`^${route.pattern.replace(/:[^/]+/g, '[^/]+')}$`);
    return re.test(bare);
  });
}

describe('notification targets', () => {
  it('knows only sections and actions of the domain enums, and every section', () => {
    for (const { section, action } of pairs) {
      expect(NOTIFICATION_SECTIONS).toContain(section);
      expect(NOTIFICATION_ACTIONS).toContain(action);
    }
    expect(new Set(pairs.map((p) => p.section))).toEqual(new Set(NOTIFICATION_SECTIONS));
    expect(isRoutePattern('/case-invites/:id')).toBe(true);
  });

  it('opens a route of the portal for every pair and audience that has a screen', () => {
    for (const pair of pairs)
      for (const audience of AUDIENCES) {
        const target = notificationTarget({ ...pair, extra: 'c1:x2' }, audience);
        if (target !== null)
          expect(isPortalPath(target), `${pair.section}:${pair.action} ${target}`).toBe(true);
      }
  });

  it('leads each screen to its own route with the ids of extra', () => {
    const n = (section: string, action: string, extra: string) => ({ section, action, extra });
    expect(notificationTarget(n('CASE', 'PRESENT', 'c1:r1'), 'provider')).toBe('/cases?presentCaseId=c1');
    expect(notificationTarget(n('REFERRAL', 'ALERT_1', 'c1:r1'), 'provider')).toBe('/case-invites/r1');
    expect(notificationTarget(n('REFERRAL', 'EXPIRE', 'c1:r1'), 'firm')).toBe('/cases/c1?tab=presentations');
    expect(notificationTarget(n('BILL', 'ADD', 'c1:p1'), 'firm')).toBe('/cases/c1/billing/p1');
    expect(notificationTarget(n('FILE', 'ADD', 'c1:f1'), 'provider')).toBe('/cases/c1/files/f1');
    expect(notificationTarget(n('FILE', 'REQUEST_FILE', 'c1:x'), 'firm')).toBe('/cases/c1/files');
    expect(notificationTarget(n('FUNDING_REQUEST', 'REQUEST', 'c1:q1'), 'factoring')).toBe(
      '/funding-request-details/q1',
    );
    expect(notificationTarget(n('FUNDING_REQUEST', 'ACCEPT_AS_FACTORING', 'c1:q1'), 'firm')).toBe(
      '/cases/c1?tab=funding',
    );
    expect(notificationTarget(n('PENDING_REVIEW', 'ADD', 'k1'), 'internal')).toBe('/registries/k1');
    expect(notificationTarget(n('PENDING_REVIEW', 'ACCEPT', 'k1'), 'firm')).toBe('/my-company');
    expect(notificationTarget(n('PENDING_REVIEW', 'ACCEPT', 'k1'), 'factoring')).toBe('/funding-requests');
    expect(notificationTarget(n('TASK', 'ASSIGN', 'c1:t1'), 'provider')).toBe('/tasks');
    expect(notificationTarget(n('APPOINTMENT', 'ADD', 'c1:a1'), 'firm')).toBe('/cases/c1');
    // Adherence alerts (a missed appointment, a treatment gap) reach the case's attorney: the case page.
    expect(notificationTarget(n('APPOINTMENT', 'ALERT_1', 'c1:a1'), 'firm')).toBe('/cases/c1');
    expect(notificationTarget(n('APPOINTMENT', 'ALERT_1', 'c1:a1'), 'provider')).toBe('/appointments');
    expect(notificationTarget(n('APPOINTMENT', 'ADD', 'c1:a1'), 'claimant')).toBe('/appointments');
    expect(notificationTarget(n('CASE', 'VISIBLE', 'c1'), 'claimant')).toBe('/claimant/cases/c1');
    expect(notificationTarget(n('REFERRAL', 'JOINED', ''), 'firm')).toBe('/invite-friend');
  });

  it('opens nothing for an unknown pair or an extra without the ids its screen needs', () => {
    expect(isKnownNotificationPair('CASE', 'COMPLETE')).toBe(false);
    expect(notificationTarget({ section: 'CASE', action: 'COMPLETE', extra: 'c1' }, 'firm')).toBeNull();
    expect(notificationTarget({ section: 'NOPE', action: 'ADD', extra: 'c1' }, 'firm')).toBeNull();
    expect(notificationTarget({ section: 'CASE', action: 'VISIBLE', extra: '' }, 'firm')).toBeNull();
    expect(notificationTarget({ section: 'REFERRAL', action: 'INVITE', extra: 'c1' }, 'provider')).toBeNull();
  });

  it('escapes ids taken from extra', () => {
    expect(notificationTarget({ section: 'CASE', action: 'VISIBLE', extra: 'a/b?c' }, 'firm')).toBe(
      '/cases/a%2Fb%3Fc',
    );
  });

  it('opens the case on the tab the notification is about (issue 40 item 35)', () => {
    const n = (section: string, action: string, extra: string) => ({ section, action, extra });
    expect(notificationTarget(n('FUNDING_REQUEST', 'REQUEST', 'c1:q1'), 'firm')).toBe(
      '/cases/c1?tab=funding',
    );
    expect(notificationTarget(n('REFERRAL', 'ACCEPT', 'c1:r1'), 'firm')).toBe('/cases/c1?tab=presentations');
    expect(notificationTarget(n('REFERRAL', 'INVITE', 'c1:r1'), 'firm')).toBe('/cases/c1?tab=presentations');
    expect(notificationTarget(n('BILL', 'ADD', 'c1'), 'firm')).toBe('/cases/c1?tab=billing');
    expect(notificationTarget(n('CASE', 'REQUEST_CASE_STATUS', 'c1'), 'firm')).toBe('/cases/c1?tab=requests');
    expect(notificationTarget(n('CASE', 'OWNERSHIP_TRANSFERED', 'c1'), 'firm')).toBe('/cases/c1');
    // The claimant's case page and the console's have no tabs.
    expect(notificationTarget(n('FUNDING_REQUEST', 'REQUEST', 'c1:q1'), 'internal')).toBe('/cases/c1');
    expect(notificationTarget(n('FUNDING_REQUEST', 'REQUEST', 'c1:q1'), 'claimant')).toBe(
      '/claimant/cases/c1',
    );
  });
});
