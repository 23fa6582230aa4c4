import { describe, expect, it } from 'vitest';
import { COMPANY_DASHBOARD_MESSAGES, dashboardRefusal, monthBounds, weekBounds } from './companyDashboard.ts';
import { ACTORS } from './testActor.ts';

describe('dashboardRefusal', () => {
  it('opens for company users on Premium, support staff only as owner or admin', () => {
    expect(dashboardRefusal(ACTORS.attorneyOwner, 'PRO')).toBeNull();
    expect(dashboardRefusal(ACTORS.attorneyMember, 'PRO')).toBeNull();
    expect(dashboardRefusal(ACTORS.hpOwner, 'PRO')).toBeNull();
    expect(dashboardRefusal(ACTORS.supportAdmin, 'PRO')).toBeNull();
    for (const who of [ACTORS.supportMember, ACTORS.factoring, ACTORS.claimant, ACTORS.user])
      expect(dashboardRefusal(who, 'PRO')).toBe(COMPANY_DASHBOARD_MESSAGES.notAllowed);
  });

  it('asks the others for the Premium plan (adminDashboard)', () => {
    expect(dashboardRefusal(ACTORS.attorneyOwner, 'ADVANCED')).toBe(COMPANY_DASHBOARD_MESSAGES.upgrade);
    expect(dashboardRefusal(ACTORS.hpOwner, 'BASIC')).toBe(COMPANY_DASHBOARD_MESSAGES.upgrade);
  });
});

describe('periods', () => {
  it('the week runs Monday to Monday (UTC), Sunday included in the week before', () => {
    expect(weekBounds(new Date('2026-11-25T10:00:00Z'))).toEqual({
      from: '2026-11-23T00:00:00.000Z',
      to: '2026-11-30T00:00:00.000Z',
    });
    expect(weekBounds(new Date('2026-11-29T23:59:00Z')).from).toBe('2026-11-23T00:00:00.000Z');
  });

  it('twelve months ending with the current one, across the year', () => {
    const months = monthBounds(new Date('2026-02-10T00:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({
      month: '2025-03',
      from: '2025-03-01T00:00:00.000Z',
      to: '2025-04-01T00:00:00.000Z',
    });
    expect(months[11]!.month).toBe('2026-02');
  });
});
