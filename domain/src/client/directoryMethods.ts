/** The directory's calls (issue 12): the radius searches, the nationwide searches and the public profile. */
import { ENDPOINTS } from '@casebridge/domain';
import type {
  DirectoryAllQuery,
  DirectoryKind,
  DirectoryPage,
  DirectoryProfile,
  DirectorySearchQuery,
} from '@casebridge/domain';
import { endpointCaller } from './callEndpoint.ts';
import type { HttpClient } from './httpClient.ts';

export interface DirectoryMethods {
  /** GET /search/health-providers or /search/attorneys: within a radius, premium first then nearest. */
  searchDirectory(kind: DirectoryKind, query: DirectorySearchQuery): Promise<DirectoryPage>;
  /** GET /search/{kind}/all: nationwide, by searchTerm and location words. */
  searchDirectoryAll(kind: DirectoryKind, query: DirectoryAllQuery): Promise<DirectoryPage>;
  /**
   * GET /directory/profiles/{id} (public): a listed company's profile; 404 for any other. Sent with the
   * session's token when signed in: the negotiation figures are for validated companies' users and staff.
   */
  getDirectoryProfile(id: string): Promise<DirectoryProfile>;
}

const SEARCH = { 'health-providers': ENDPOINTS.searchHealthProviders, attorneys: ENDPOINTS.searchAttorneys };
const SEARCH_ALL = {
  'health-providers': ENDPOINTS.searchAllHealthProviders,
  attorneys: ENDPOINTS.searchAllAttorneys,
};

export function directoryMethods(http: HttpClient): DirectoryMethods {
  const call = endpointCaller(http);
  return {
    searchDirectory: (kind, query) => call(SEARCH[kind], { query: { ...query } }),
    searchDirectoryAll: (kind, query) => call(SEARCH_ALL[kind], { query: { ...query } }),
    getDirectoryProfile: (id) => call(ENDPOINTS.getDirectoryProfile, { params: { id } }),
  };
}
