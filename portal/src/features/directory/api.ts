/**
 * The directory's server calls (issue 12): one react-query hook per data provider method. A search is cached
 * by its query, so going back to a search shows its results at once; the page before stays shown while the
 * next one loads.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DirectoryKind, DirectorySearchQuery, LegalCaseView } from '@casebridge/domain';
import { useCaseBridgeDataProvider } from '../../shared/api.ts';

export const directoryKeys = {
  all: ['directory'] as const,
  search: (kind: DirectoryKind, query: DirectorySearchQuery) => ['directory', 'search', kind, query] as const,
  profile: (id: string) => ['directory', 'profile', id] as const,
  caseOptions: (q: string) => ['directory', 'case-options', q] as const,
};

/** GET /search/health-providers or /search/attorneys. */
export function useDirectorySearch(kind: DirectoryKind, query: DirectorySearchQuery) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: directoryKeys.search(kind, query),
    queryFn: () => dataProvider.searchDirectory(kind, query),
    placeholderData: keepPreviousData,
  });
}

/** GET /directory/profiles/{id} (public). */
export function useDirectoryProfile(id: string) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: directoryKeys.profile(id),
    queryFn: () => dataProvider.getDirectoryProfile(id),
  });
}

/** GET /cases?filter={q}: the firm's cases an attorney may present from a profile (first 10 by folio). */
export function usePresentableCases(q: string) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: directoryKeys.caseOptions(q),
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
