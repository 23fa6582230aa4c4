/**
 * The directory search (SPEC.md 7 "Directory search", 9; issue 12): who can be found, the default centre, the
 * radius, great-circle distances and the ranking (premium addresses first, then the nearest). Pure: the fake
 * API ranks with these, the portal shows the same figures.
 */
import type { CompanyStatus, CompanyType, PremiumStatus } from '../enums.ts';
import type { DetailsKind } from './routes.ts';

/** The directory's searched kinds: the two searches of SPEC.md 7 (facilities are found with providers). */
export const DIRECTORY_KINDS = ['health-providers', 'attorneys'] as const;
export type DirectoryKind = (typeof DIRECTORY_KINDS)[number];

/** The company types each search finds. */
export const DIRECTORY_KIND_TYPES: Readonly<Record<DirectoryKind, readonly DirectoryCompanyType[]>> = {
  'health-providers': ['HEALTH_PROVIDER', 'FACILITY'],
  attorneys: ['ATTORNEY'],
};

export type DirectoryCompanyType = Extract<CompanyType, 'ATTORNEY' | 'HEALTH_PROVIDER' | 'FACILITY'>;
export const DIRECTORY_COMPANY_TYPES: readonly DirectoryCompanyType[] = [
  'ATTORNEY',
  'HEALTH_PROVIDER',
  'FACILITY',
];

export const DIRECTORY = {
  /** SPEC.md 9: with no location the search is centred on a fixed city (ours: Chicago, IL, city hall). */
  defaultCenter: { city: 'Chicago', state: 'IL', latitude: 41.8837, longitude: -87.6319 },
  /** Miles around the centre searched when the query names no radius. */
  defaultRadiusMiles: 50,
  /** The radius choices the portal offers (miles). */
  radiusChoicesMiles: [10, 25, 50, 100, 250],
  maxRadiusMiles: 500,
  /** Page size of SPEC.md 9, and the largest page the API serves. */
  pageSize: 10,
  maxPageSize: 50,
  /** Longest searchTerm accepted. */
  searchTermMaxLength: 100,
  /** Distances are shown to a tenth of a mile. */
  distanceDecimals: 1,
} as const;

/** The kind of profile page (SPEC.md 2.1, `detailsPath` in routes.ts) of each company type. */
export const DIRECTORY_DETAILS_KIND: Readonly<Record<DirectoryCompanyType, DetailsKind>> = {
  ATTORNEY: 'attorney',
  HEALTH_PROVIDER: 'health-provider',
  FACILITY: 'facility',
};

/** Whether a company may appear in the directory: VALIDATED, a directory type, and a facility only when visible. */
export function isListedInDirectory(company: {
  type: CompanyType;
  status: CompanyStatus;
  directoryVisible: boolean;
}): boolean {
  if (company.status !== 'VALIDATED') return false;
  if (!(DIRECTORY_COMPANY_TYPES as readonly CompanyType[]).includes(company.type)) return false;
  return company.type !== 'FACILITY' || company.directoryVisible;
}

/** A premium address: its premium status is ACTIVE (SPEC.md 4 "Address premium"). */
export const isPremiumAddress = (address: { premiumStatus: PremiumStatus | null }): boolean =>
  address.premiumStatus === 'ACTIVE';

export const EARTH_RADIUS_MILES = 3958.8;
const RAD = Math.PI / 180;

/** Great-circle distance on a spherical Earth (haversine), in miles. */
export function distanceMiles(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLng = (lng2 - lng1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface GeoBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/** The lat/lng box holding every point within `radius` miles of the centre (the index's prefilter). */
export function boundingBox(lat: number, lng: number, radius: number): GeoBox {
  const dLat = radius / (EARTH_RADIUS_MILES * RAD);
  const cos = Math.cos(lat * RAD);
  const dLng = cos < 1e-6 ? 180 : Math.min(180, radius / (EARTH_RADIUS_MILES * RAD * cos));
  return {
    minLat: Math.max(-90, lat - dLat),
    maxLat: Math.min(90, lat + dLat),
    minLng: Math.max(-180, lng - dLng),
    maxLng: Math.min(180, lng + dLng),
  };
}

/** A distance as shown: miles to a tenth. */
export const roundMiles = (miles: number): number => Math.round(miles * 10) / 10;

/** '0.4 mi', '12.3 mi'. */
export const formatMiles = (miles: number): string =>
  `${roundMiles(miles).toFixed(DIRECTORY.distanceDecimals)} mi`;

export interface RankedCandidate {
  id: string;
  premium: boolean;
  distance: number;
}

/** The directory's order: premium addresses first, then the nearest, then by id (stable across pages). */
export function compareDirectoryHits(a: RankedCandidate, b: RankedCandidate): number {
  if (a.premium !== b.premium) return a.premium ? -1 : 1;
  if (a.distance !== b.distance) return a.distance - b.distance;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The directory's radius search as a rule: how many candidates lie within `radius` miles of the centre, and
 * the first `end` of them in the directory's order, each with its distance. The fake API computes the same in
 * SQL (its directory's radiusSearch over the store's countNear and rankNear), and its tests hold it to this.
 */
export function rankWithinRadius<
  T extends { id: string; premium: boolean; latitude: number; longitude: number },
>(
  candidates: readonly T[],
  center: { latitude: number; longitude: number },
  radius: number,
  end = Number.POSITIVE_INFINITY,
): { total: number; hits: (T & { distance: number })[] } {
  const within = candidates
    .map((candidate) => ({
      ...candidate,
      distance: distanceMiles(center.latitude, center.longitude, candidate.latitude, candidate.longitude),
    }))
    .filter((hit) => hit.distance <= radius)
    .sort(compareDirectoryHits);
  return { total: within.length, hits: within.slice(0, end) };
}

export const DIRECTORY_MESSAGES = {
  unknownPlace: 'We could not find that place. Pick a location from the suggestions.',
  notAllowed: 'The directory is not available to factoring companies.',
  emptyResults: 'No results in this area. Try a wider radius or fewer words.',
} as const;
