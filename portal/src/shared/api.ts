/**
 * The queries more than one feature (or the layouts) read, one hook per data provider method, each with its
 * query key: two screens asking for the same thing share one request and one cache entry. Mutations that
 * change these invalidate them by key (accountKeys.all after an account or company change).
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CatalogItem, LegalCaseView } from '@casebridge/domain';
import { useSession, useUnreadNotificationCount as useUnreadCount } from '@casebridge/domain/client';
import type { CaseBridgeDataProvider, CatalogName } from '@casebridge/domain/client';
import { publicKeys } from './public/api.ts';

// The first page's public reads (the footer's year, the plan prices) live in public/api.ts: they are made
// before react-query and react-admin are loaded.
export { useServerYear } from './public/api.ts';

export const accountKeys = {
  /** Every account-scoped query (the account and its company's completeness): what an account change refreshes. */
  all: ['account'] as const,
  /** GET /account of the signed-in user (keyed by user, so another sign-in never sees it). */
  mine: (userId: string | null) => ['account', 'mine', userId] as const,
};

export const sharedKeys = {
  catalog: (name: CatalogName) => ['catalogs', name] as const,
  serverTime: publicKeys.serverTime,
  companySubscription: (companyId: string | null) => ['companies', companyId, 'subscription'] as const,
  caseOptions: (q: string) => ['cases', 'options', q] as const,
};

export const useCaseBridgeDataProvider = () => useDataProvider<CaseBridgeDataProvider>();

/** GET /account: the signed-in user with their company and its subscription. */
export function useAccount({ enabled = true }: { enabled?: boolean } = {}) {
  const dataProvider = useCaseBridgeDataProvider();
  const userId = useSession()?.userId ?? null;
  return useQuery({
    queryKey: accountKeys.mine(userId),
    queryFn: () => dataProvider.getAccount(),
    enabled: enabled && userId !== null,
  });
}

/**
 * A lookup catalog from GET /catalogs/{name}: null while loading, then its items. When the call fails the
 * `fallback` (the domain's copy of the same catalog) is used, so the form stays usable.
 */
export function useCatalog(
  name: CatalogName,
  fallback: readonly CatalogItem[],
): readonly CatalogItem[] | null {
  const dataProvider = useCaseBridgeDataProvider();
  const { data, isError } = useQuery({
    queryKey: sharedKeys.catalog(name),
    queryFn: () => dataProvider.getCatalog(name),
    staleTime: Infinity,
  });
  return data ?? (isError ? fallback : null);
}

/** The company's subscription (GET /companies/{id}/subscription), read only when `enabled`. */
export function useCompanySubscription(companyId: string | null, enabled: boolean) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: sharedKeys.companySubscription(companyId),
    queryFn: () => dataProvider.getCompanySubscription(companyId!),
    enabled: enabled && companyId !== null,
  });
}

/**
 * The unread notification count (GET /notifications/count/unread, the domain's hook, which the console's bell
 * uses too), read again on every page change; a failed read leaves it undefined.
 */
export const useUnreadNotificationCount = (pathname: string): number | undefined =>
  useUnreadCount(useCaseBridgeDataProvider(), pathname);

/**
 * GET /cases?filter={"q":...}: up to 10 of the caller's open-to-pick cases (merged ones left out), by folio, for
 * the pickers that choose a case (merge, present, a task's case).
 */
export function useCaseOptions(search: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const q = search.trim();
  return useQuery({
    queryKey: sharedKeys.caseOptions(q),
    queryFn: () =>
      dataProvider
        .getList<LegalCaseView>('cases', {
          pagination: { page: 1, perPage: 10 },
          sort: { field: 'folio', order: 'ASC' },
          filter: q ? { q } : {},
        })
        .then(({ data }) => data.filter((c) => !c.mergedIntoCaseId)),
    placeholderData: (previous) => previous,
  });
}
