import { CASE_STATUSES, FUNDING_STATUSES } from '@casebridge/domain';
import type { AttorneyDashboard, ProviderDashboard } from '@casebridge/domain';

const months = (counts: number[]) =>
  counts.map((count, i) => ({ month: `2026-${String(i + 1).padStart(2, '0')}`, count }));

export function attorneyDashboard(overrides: Partial<AttorneyDashboard> = {}): AttorneyDashboard {
  return {
    kind: 'ATTORNEY',
    casesByStatus: Object.fromEntries(
      CASE_STATUSES.map((s, i) => [s, { count: i + 1, path: `/cases?status=${s}` }]),
    ) as AttorneyDashboard['casesByStatus'],
    nearStatute: { count: 3, path: '/cases?column=statuteOfLimitationsDate&sort=1' },
    nearStatuteDays: 90,
    pendingPresentations: { count: 4, path: null },
    reductionsAwaitingFirm: { count: 1, path: null },
    reductionsAwaitingProviders: { count: 2, path: null },
    casesOverPolicyLimit: { count: 5, path: null },
    fundingByStatus: Object.fromEntries(
      FUNDING_STATUSES.map((s) => [s, { count: 0, path: null }]),
    ) as AttorneyDashboard['fundingByStatus'],
    perMonth: months([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
    ...overrides,
  };
}

export function providerDashboard(overrides: Partial<ProviderDashboard> = {}): ProviderDashboard {
  return {
    kind: 'PROVIDER',
    newInvites: { count: 6, path: '/case-invites' },
    casesTreating: { count: 9, path: null },
    appointmentsThisWeek: { count: 2, path: '/appointments' },
    balanceOutstandingCents: 1_234_500,
    reductionsAwaiting: { count: 1, path: null },
    perMonth: months([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3]),
    ...overrides,
  };
}
