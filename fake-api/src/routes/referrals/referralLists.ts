/**
 * Reading referrals: the received invites of a provider or facility (the case invites list and its status
 * counts), the company's skeleton list (sent and received, light rows), a case's presentations for its firm, one
 * referral, and the professionals of a company. Lists read the store's indexes (referrals by receiver, status and
 * date; by sender and date; by case). A pending invite past its expiry reads EXPIRED at once, before the sweep
 * records it: the counts and the PENDING tab know it from its date.
 */
import {
  COLLABORATING_COMPANY_TYPES,
  MESSAGES,
  REFERRAL_STATUSES,
  REFERRAL_TIMING,
  isInternal,
  referralStatusAt,
} from '@casebridge/domain';
import type {
  CompanyType,
  Professional,
  Referral,
  ReferralSkeletonRow,
  ReferralStatus,
  ReferralStatusCounts,
  ReferralView,
} from '@casebridge/domain';
import { listArray } from '../../core/arrayList.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';
import type { ListQuery, ListResult } from '../../store/types.ts';
import { firmCase } from '../cases/caseService.ts';
import { professionalOf, referralReader } from './referralViews.ts';

const DAY_MS = 86_400_000;

/** Sort fields of the invites list: createdAt reads an index; the others sort the company's invites. */
export const INVITE_SORT_FIELDS = ['createdAt', 'status', 'folio', 'firmName'] as const;
export const INVITE_FILTER_FIELDS = ['status'] as const;

/** The receiving company of the caller: providers and facilities only (403 caseInvitesOnly for the others). */
export function inviteCompanyOf(caller: Principal): string {
  const types: readonly string[] = COLLABORATING_COMPANY_TYPES;
  if (isInternal(caller) || !caller.companyId || !caller.companyType || !types.includes(caller.companyType))
    throw forbidden(MESSAGES.caseInvitesOnly);
  return caller.companyId;
}

/** Pending invites presented before this instant have expired (REFERRAL_TIMING). */
const expiryCutoff = (now: Date) =>
  new Date(now.getTime() - REFERRAL_TIMING.expireAfterDays * DAY_MS).toISOString();

const statusesOf = (value: unknown): string[] | null =>
  value === undefined ? null : ([value].flat() as unknown[]).map(String);

/** GET /referrals: the caller's company's received invites (ra-data-simple-rest list). */
export function listReceived(
  services: Services,
  caller: Principal,
  query: ListQuery,
): ListResult<ReferralView> {
  const toCompanyId = inviteCompanyOf(caller);
  const reader = referralReader(services, caller);
  const referrals = services.store.collection('referrals');
  const { q, status, ...rest } = query.filter ?? {};
  const statuses = statusesOf(status);
  const sort = query.sort ?? { field: 'createdAt', order: 'DESC' };
  const onlyPending = statuses?.length === 1 && statuses[0] === 'PENDING';
  const storedStatusWorks =
    !statuses || onlyPending || !statuses.some((s) => s === 'PENDING' || s === 'EXPIRED');
  const views = (rows: Referral[]) => rows.map((r) => reader.viewOf(r)).filter((v) => v !== null);
  if (!q && sort.field === 'createdAt' && storedStatusWorks) {
    // The indexed page: receiver (+ status) by date; PENDING leaves out the invites already past their expiry.
    const filter = {
      ...rest,
      toCompanyId,
      ...(statuses ? { status: statuses } : {}),
      ...(onlyPending ? { createdAt_gt: expiryCutoff(reader.now) } : {}),
    };
    const page = referrals.list({ ...query, filter, sort });
    return { data: views(page.data), total: page.total };
  }
  // Search (folio, firm name), a sort by what the case or the firm says, or a status the date decides: over
  // the company's invites (one index read), as light rows, then the page's views.
  const mine = referrals.list({ filter: { ...rest, toCompanyId }, range: [0, Number.MAX_SAFE_INTEGER] }).data;
  const byId = new Map(mine.map((r) => [r.id, r]));
  const rows = mine.map((r) => ({
    id: r.id,
    folio: reader.caseOf(r.caseId)?.folio ?? '',
    firmName: reader.companyOf(r.fromCompanyId)?.name ?? '',
    status: referralStatusAt(r, reader.now),
    createdAt: r.createdAt,
  }));
  const filter = { ...(q ? { q } : {}), ...(statuses ? { status: statuses } : {}) };
  const page = listArray(rows, { filter, sort, ...(query.range ? { range: query.range } : {}) }, [
    'folio',
    'firmName',
  ]);
  return { data: views(page.data.map((row) => byId.get(row.id)!)), total: page.total };
}

/** GET /referrals/statuses/count: the received invites per status, an expired-but-unswept one as EXPIRED. */
export function countReceived(services: Services, caller: Principal): ReferralStatusCounts {
  const toCompanyId = inviteCompanyOf(caller);
  const referrals = services.store.collection('referrals');
  const cutoff = expiryCutoff(services.clock.now());
  const count = (status: ReferralStatus) => referrals.count({ toCompanyId, status });
  const overdue = referrals.count({ toCompanyId, status: 'PENDING', createdAt_lte: cutoff });
  const counts = Object.fromEntries(REFERRAL_STATUSES.map((s) => [s, count(s)])) as ReferralStatusCounts;
  return { ...counts, PENDING: counts.PENDING - overdue, EXPIRED: counts.EXPIRED + overdue };
}

/**
 * GET /referrals/skeleton: the company's referrals, sent and received, newest first, as light rows. A firm
 * sends and a provider or facility receives, so one side is usually empty; when both are not, the two
 * indexed lists are merged up to the page asked.
 */
export function skeleton(
  services: Services,
  caller: Principal,
  page: number,
  size: number,
): { data: ReferralSkeletonRow[]; total: number } {
  const companyId = isInternal(caller) ? null : caller.companyId;
  if (!companyId) return { data: [], total: 0 };
  const reader = referralReader(services, caller);
  const referrals = services.store.collection('referrals');
  const end = (page + 1) * size;
  const sides = (['fromCompanyId', 'toCompanyId'] as const).map((field) => ({
    field,
    total: referrals.count({ [field]: companyId }),
  }));
  const total = sides.reduce((sum, side) => sum + side.total, 0);
  const filled = sides.filter((side) => side.total > 0);
  const sort = { field: 'createdAt', order: 'DESC' } as const;
  const range: [number, number] = filled.length === 1 ? [page * size, end - 1] : [0, end - 1];
  const rows = filled
    .flatMap((side) => referrals.list({ filter: { [side.field]: companyId }, sort, range }).data)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  const pageRows = filled.length === 1 ? rows : rows.slice(page * size, end);
  const data = pageRows.map((r) => ({
    id: r.id,
    caseId: r.caseId,
    folio: reader.caseOf(r.caseId)?.folio ?? '',
    direction: r.fromCompanyId === companyId ? ('SENT' as const) : ('RECEIVED' as const),
    fromCompanyName: reader.companyOf(r.fromCompanyId)?.name ?? '',
    toCompanyName: reader.companyOf(r.toCompanyId)?.name ?? '',
    status: referralStatusAt(r, reader.now),
    createdAt: r.createdAt,
  }));
  return { data, total };
}

/** GET /referrals/{id}: its firm or its receiver; 404 for anyone else. */
export function referralView(services: Services, caller: Principal, id: string): ReferralView {
  const referral = services.store.collection('referrals').get(id);
  const view = referral && referralReader(services, caller).viewOf(referral);
  if (!view) throw notFound();
  return view;
}

/** Views of referrals the services just wrote, for the caller. */
export function viewsOf(
  services: Services,
  caller: Principal,
  referrals: readonly Referral[],
): ReferralView[] {
  const reader = referralReader(services, caller);
  return referrals.map((r) => reader.viewOf(r)).filter((v) => v !== null);
}

/** GET /cases/{id}/referrals: every presentation of the case, newest first (the case's firm; 403 others). */
export function caseReferrals(services: Services, caller: Principal, caseId: string): ReferralView[] {
  firmCase(services, caller, caseId, () => forbidden('Only the case’s law firm can see its presentations'));
  const rows = services.store.collection('referrals').list({
    filter: { caseId },
    sort: { field: 'createdAt', order: 'DESC' },
    range: [0, Number.MAX_SAFE_INTEGER],
  }).data;
  return viewsOf(services, caller, rows);
}

/**
 * GET /companies/{id}/professionals: its licenses (attorneys, health providers or sub-facilities), by name.
 * Any signed-in user may list those of a validated company; its own users and staff, of any company.
 */
export function companyProfessionals(
  services: Services,
  caller: Principal,
  companyId: string,
  kind?: CompanyType,
): Professional[] {
  const company = services.store.collection('companies').get(companyId);
  const visible =
    company && (company.status === 'VALIDATED' || isInternal(caller) || caller.companyId === company.id);
  if (!visible) throw notFound();
  // The spec's lists by kind: a company of another kind has none of them.
  if (kind && company.type !== kind) return [];
  return services.store
    .collection('licenses')
    .findBy('companyId', company.id)
    .map(professionalOf)
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.name.localeCompare(b.name));
}
