/**
 * The directory's server calls (issue 12): one react-query hook per data provider method. A search is cached
 * by its query, so going back to a search shows its results at once; the page before stays shown while the
 * next one loads.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DirectoryKind, DirectorySearchQuery } from '@casebridge/domain';
import { useSession } from '@casebridge/domain/client';
import { useCaseBridgeDataProvider } from '../../shared/api.ts';

export const directoryKeys = {
  all: ['directory'] as const,
  search: (kind: DirectoryKind, query: DirectorySearchQuery) => ['directory', 'search', kind, query] as const,
  /** Per viewer: the negotiation figures depend on who is signed in (the API reads the token). */
  profile: (id: string, viewer: string | null) => ['directory', 'profile', id, viewer] as const,
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

/** GET /directory/profiles/{id} (public; with the session's token when signed in). */
export function useDirectoryProfile(id: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const userId = useSession()?.userId ?? null;
  return useQuery({
    queryKey: directoryKeys.profile(id, userId),
    queryFn: () => dataProvider.getDirectoryProfile(id),
  });
}
