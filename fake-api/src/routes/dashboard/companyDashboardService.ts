/**
 * GET /dashboard (issue 16): the caller's company's figures. Who opens it is the domain's rule
 * (dashboardRefusal: 'dashboard.open' and the plan's adminDashboard); everything is scoped to the caller's
 * company and counted through the store's indexes (cases by firm and status or creation date, referrals by
 * sender or receiver and date, funding by firm and status); the billing figures read the company's own cases
 * through the (caseId, provider) indexes, never every case.
 */
import {
  CASE_STATUSES,
  FUNDING_STATUSES,
  NEAR_STATUTE_DAYS,
  REFERRAL_TIMING,
  caseBillingTotals,
  dashboardPaths,
  dashboardRefusal,
  isCaseBillingOpen,
  monthBounds,
  usdToCents,
  weekBounds,
} from '@casebridge/domain';
import type { AttorneyDashboard, CompanyDashboard, ProviderDashboard } from '@casebridge/domain';
import { forbidden } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';
import { caseProviderFigures, providerFigures } from '../billing/billingFigures.ts';
import { planOf } from '../cases/caseWrites.ts';
import { listReceived } from '../referrals/referralLists.ts';

const DAY_MS = 86_400_000;
const OPEN_STATUSES = CASE_STATUSES.filter(isCaseBillingOpen);
const ALL: [number, number] = [0, 99_999];

const figure = (count: number, path: string | null = null) => ({ count, path });

/** The caller's company, or 403 for whoever may not open the dashboard. */
function dashboardCompany(services: Services, caller: Principal) {
  const company = caller.companyId ? services.store.collection('companies').get(caller.companyId) : undefined;
  const refusal = company
    ? dashboardRefusal(caller, planOf(services, company.id))
    : dashboardRefusal(caller, 'BASIC');
  if (refusal || !company) throw forbidden(refusal ?? undefined);
  return company;
}

function attorneyDashboard(services: Services, companyId: string): AttorneyDashboard {
  const cases = services.store.collection('cases');
  const now = services.clock.now();
  const firm = { attorneyCompanyId: companyId };
  const casesByStatus = Object.fromEntries(
    CASE_STATUSES.map((status) => [
      status,
      figure(cases.count({ ...firm, status }), dashboardPaths.casesByStatus(status)),
    ]),
  ) as AttorneyDashboard['casesByStatus'];
  const today = now.toISOString().slice(0, 10);
  const horizon = new Date(now.getTime() + (NEAR_STATUTE_DAYS + 1) * DAY_MS).toISOString().slice(0, 10);
  const nearStatute = cases.count({
    ...firm,
    status: [...OPEN_STATUSES],
    statuteOfLimitationsDate_gte: today,
    statuteOfLimitationsDate_lt: horizon,
  });
  const cutoff = new Date(now.getTime() - REFERRAL_TIMING.expireAfterDays * DAY_MS).toISOString();
  const pendingPresentations = services.store
    .collection('referrals')
    .count({ fromCompanyId: companyId, status: 'PENDING', createdAt_gt: cutoff });
  let awaitingFirm = 0;
  let awaitingProviders = 0;
  let overLimit = 0;
  for (const legalCase of cases.list({ filter: { ...firm, status: [...OPEN_STATUSES] }, range: ALL }).data) {
    const figures = caseProviderFigures(services, legalCase);
    for (const f of figures) {
      if (f.current?.status === 'COUNTERED') awaitingFirm++;
      if (f.current?.status === 'OPEN') awaitingProviders++;
    }
    const limit = legalCase.policyLimit;
    const totals = caseBillingTotals(
      figures.map((f) => f.totals),
      typeof limit === 'number' ? usdToCents(limit) : null,
    );
    if (totals.billedOverLimitCents > 0) overLimit++;
  }
  const funding = services.store.collection('fundingRequests');
  const fundingByStatus = Object.fromEntries(
    FUNDING_STATUSES.map((status) => [status, figure(funding.count({ ...firm, status }))]),
  ) as AttorneyDashboard['fundingByStatus'];
  return {
    kind: 'ATTORNEY',
    casesByStatus,
    nearStatute: figure(nearStatute, dashboardPaths.casesByStatute),
    nearStatuteDays: NEAR_STATUTE_DAYS,
    pendingPresentations: figure(pendingPresentations),
    reductionsAwaitingFirm: figure(awaitingFirm),
    reductionsAwaitingProviders: figure(awaitingProviders),
    casesOverPolicyLimit: figure(overLimit),
    fundingByStatus,
    perMonth: monthBounds(now).map(({ month, from, to }) => ({
      month,
      count: cases.count({ ...firm, createdDate_gte: from.slice(0, 10), createdDate_lt: to.slice(0, 10) }),
    })),
  };
}

function providerDashboard(
  services: Services,
  caller: Principal,
  company: { id: string } & Parameters<typeof providerFigures>[2],
): ProviderDashboard {
  const now = services.clock.now();
  const cases = services.store.collection('cases');
  const referrals = services.store.collection('referrals');
  const mine = { collaboratorCompanyIds: company.id };
  const newInvites = listReceived(services, caller, { filter: { status: 'PENDING' }, range: [0, 0] }).total;
  const casesTreating = cases.count({ ...mine, status: [...OPEN_STATUSES] });
  const week = weekBounds(now);
  const appointmentsThisWeek = services.store.collection('appointments').count({
    companyId: company.id,
    status: 'SCHEDULED',
    startDate_gte: week.from,
    startDate_lt: week.to,
  });
  let balance = 0;
  let awaiting = 0;
  for (const legalCase of cases.list({ filter: mine, range: ALL }).data) {
    const f = providerFigures(services, legalCase.id, company);
    balance += f.totals.balanceDueCents;
    if (f.current?.status === 'OPEN') awaiting++;
  }
  return {
    kind: 'PROVIDER',
    newInvites: figure(newInvites, dashboardPaths.pendingInvites),
    casesTreating: figure(casesTreating),
    appointmentsThisWeek: figure(appointmentsThisWeek, dashboardPaths.appointments),
    balanceOutstandingCents: balance,
    reductionsAwaiting: figure(awaiting),
    perMonth: monthBounds(now).map(({ month, from, to }) => ({
      month,
      count: referrals.count({ toCompanyId: company.id, createdAt_gte: from, createdAt_lt: to }),
    })),
  };
}

/** The dashboard of the caller's company: the firm's or the provider's (facility's) figures. */
export function companyDashboard(services: Services, caller: Principal): CompanyDashboard {
  const company = dashboardCompany(services, caller);
  if (company.type === 'ATTORNEY') return attorneyDashboard(services, company.id);
  if (company.type === 'HEALTH_PROVIDER' || company.type === 'FACILITY')
    return providerDashboard(services, caller, company);
  throw forbidden(dashboardRefusal(caller, 'BASIC') ?? undefined);
}
