/**
 * The directory search as the URL holds it (SPEC.md 2.1: specialty, location, latitude, longitude, city,
 * state; ours: search words, radius, page and the searched kind on /directory), so a search is shared,
 * reloaded and navigated back to. Pure: read from and written to URLSearchParams.
 */
import { DIRECTORY, DIRECTORY_KINDS } from '@casebridge/domain';
import type { DirectoryKind, DirectorySearchQuery } from '@casebridge/domain';

export interface DirectoryUrlState {
  kind: DirectoryKind;
  specialty: string;
  search: string;
  /** The picked place's label, as the location field shows it. */
  location: string;
  latitude: number | null;
  longitude: number | null;
  city: string;
  state: string;
  radius: number;
  /** 0-based. */
  page: number;
}

const numberOr = <T>(value: string | null, fallback: T): number | T => {
  if (value === null || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) ? n : fallback;
};

/** The state of `params`; `preset` (the route's searched kind) wins over the URL's `kind`. */
export function readSearchUrl(
  params: URLSearchParams,
  preset: DirectoryKind | null,
  fallbackKind: DirectoryKind,
): DirectoryUrlState {
  const kindParam = params.get('kind');
  const kind =
    preset ??
    ((DIRECTORY_KINDS as readonly string[]).includes(kindParam ?? '')
      ? (kindParam as DirectoryKind)
      : fallbackKind);
  const radius = numberOr(params.get('radius'), DIRECTORY.defaultRadiusMiles);
  const latitude = numberOr(params.get('latitude'), null);
  const longitude = numberOr(params.get('longitude'), null);
  const placed = latitude !== null && longitude !== null;
  return {
    kind,
    specialty: params.get('specialty') ?? '',
    search: params.get('search') ?? '',
    location: params.get('location') ?? '',
    latitude: placed ? latitude : null,
    longitude: placed ? longitude : null,
    city: params.get('city') ?? '',
    state: params.get('state') ?? '',
    radius: radius > 0 && radius <= DIRECTORY.maxRadiusMiles ? radius : DIRECTORY.defaultRadiusMiles,
    page: Math.max(0, Math.floor(numberOr(params.get('page'), 0))),
  };
}

/** The URL query of a state: empty and default values are left out, the kind only when no route presets it. */
export function writeSearchUrl(state: DirectoryUrlState, preset: DirectoryKind | null): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | null, skip: string | number | null = '') => {
    if (value !== null && value !== skip) params.set(key, String(value));
  };
  if (!preset) set('kind', state.kind);
  set('specialty', state.specialty);
  set('search', state.search);
  set('location', state.location);
  set('latitude', state.latitude);
  set('longitude', state.longitude);
  set('city', state.city);
  set('state', state.state);
  set('radius', state.radius, DIRECTORY.defaultRadiusMiles);
  set('page', state.page, 0);
  return params;
}

/** The API query of a state (GET /search/{kind}). */
export function toApiQuery(state: DirectoryUrlState): DirectorySearchQuery {
  const query: DirectorySearchQuery = { radius: state.radius, page: state.page, size: DIRECTORY.pageSize };
  if (state.specialty) query.specialty = state.specialty;
  if (state.search.trim()) query.searchTerm = state.search.trim();
  if (state.latitude !== null && state.longitude !== null) {
    query.latitude = state.latitude;
    query.longitude = state.longitude;
  }
  if (state.city) query.city = state.city;
  if (state.state) query.state = state.state;
  return query;
}
