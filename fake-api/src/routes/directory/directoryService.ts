/**
 * The directory searches and profiles (issue 12). A radius search counts and ranks, in SQL, the directory
 * table's rows in the grid cells covering the centre's bounding box (an index holding each row's point as a
 * unit vector; radiusSearch.ts): within the radius, premium first, then the nearest, then by id, the domain's
 * order (rankWithinRadius, which the tests hold it to); only the page's rows are read. The nationwide
 * search walks the (type, rank and name) index. Only listed companies have rows (directoryTable.ts), and a
 * profile is answered for a listed company only.
 */
import {
  ALL_SPECIALTIES,
  DIRECTORY,
  DIRECTORY_KIND_TYPES,
  DIRECTORY_MESSAGES,
  FACILITY_TYPE_OTHER_ID,
  FACILITY_TYPES,
  distanceMiles,
  isListedInDirectory,
  isPremiumListing,
  roundMiles,
  trustSignalsFor,
} from '@casebridge/domain';
import type {
  Company,
  DirectoryCenter,
  DirectoryCompanyType,
  DirectoryHit,
  DirectoryKind,
  DirectoryPage,
  DirectoryProfile,
  TrustSignalViewer,
} from '@casebridge/domain';
import type { z } from 'zod';
import type { directoryAllQuerySchema, directorySearchQuerySchema } from '@casebridge/domain';
import { badRequest, notFound } from '../../core/errors.ts';
import type { Services } from '../../core/types.ts';
import { DIRECTORY_TABLE } from '../../directory/directoryTable.ts';
import type { DirectoryRow } from '../../directory/directoryTable.ts';
import { searchRadius } from '../../directory/radiusSearch.ts';
import { companyPlan } from '../planFeatures.ts';
import { geocoderOf } from '../activation/geo.ts';
import { trustSignalsOf } from './trustSignalService.ts';
import { profileSubject, profileUserId } from './profileSubject.ts';

type SearchQuery = z.output<typeof directorySearchQuerySchema>;
type AllQuery = z.output<typeof directoryAllQuerySchema>;

const table = (services: Services) => services.store.derived<DirectoryRow & { id: string }>(DIRECTORY_TABLE);

function typesOf(kind: DirectoryKind, type: DirectoryCompanyType | undefined): DirectoryCompanyType[] {
  const types = DIRECTORY_KIND_TYPES[kind];
  if (!type) return [...types];
  if (!types.includes(type)) throw badRequest(`type must be one of ${types.join(', ')}`);
  return [type];
}

function toHit(services: Services, row: DirectoryRow, distance: number | null): DirectoryHit {
  return {
    id: row.id,
    companyId: row.companyId,
    userId: profileUserId(services, row.id, row.companyId),
    companyType: row.companyType,
    name: row.name,
    professionalName: row.professionalName,
    picture: row.picture,
    specialties: row.specialties,
    facilityType: row.facilityType,
    keywords: row.keywords,
    address: row.address,
    suite: row.suite,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    latitude: row.latitude,
    longitude: row.longitude,
    premium: row.premium,
    distance: distance === null ? null : roundMiles(distance),
  };
}

/** The centre: the coordinates given, else the city of the maps service, else the domain's default city. */
async function centerOf(services: Services, query: SearchQuery): Promise<DirectoryCenter> {
  const place = [query.city, query.state].filter(Boolean).join(', ');
  if (query.latitude !== undefined && query.longitude !== undefined)
    return {
      latitude: query.latitude,
      longitude: query.longitude,
      label: place || 'Selected place',
      isDefault: false,
    };
  if (query.city) {
    const [found] = await geocoderOf(services).suggest(place, 1);
    if (!found) throw badRequest(DIRECTORY_MESSAGES.unknownPlace);
    return {
      latitude: found.latitude,
      longitude: found.longitude,
      label: `${found.city}, ${found.state}`,
      isDefault: false,
    };
  }
  const { city, state, latitude, longitude } = DIRECTORY.defaultCenter;
  return { latitude, longitude, label: `${city}, ${state}`, isDefault: true };
}

export async function searchDirectory(
  services: Services,
  kind: DirectoryKind,
  query: SearchQuery,
): Promise<DirectoryPage> {
  const center = await centerOf(services, query);
  const types = typesOf(kind, query.type);
  const filter: Record<string, unknown> = {};
  if (query.type) filter['companyType'] = types;
  if (query.searchTerm) filter['q'] = query.searchTerm;
  if (query.specialty) filter['specialtyKey_like'] = `,${query.specialty},`;
  // Counted, ranked by the domain's order (premium first, then the nearest, then by id) and paged in SQL;
  // only the page's rows are read, and their distances measured here.
  const start = query.page * query.size;
  const { total, data } = searchRadius(table(services), {
    kind,
    filter,
    latitude: center.latitude,
    longitude: center.longitude,
    radius: query.radius,
    range: [start, start + query.size - 1],
  });
  return {
    data: data.map((row) =>
      toHit(services, row, distanceMiles(center.latitude, center.longitude, row.latitude, row.longitude)),
    ),
    total,
    page: query.page,
    size: query.size,
    center,
    radius: query.radius,
  };
}

export async function searchDirectoryAll(
  services: Services,
  kind: DirectoryKind,
  query: AllQuery,
): Promise<DirectoryPage> {
  const words = [query.searchTerm, query.location].filter(Boolean).join(' ');
  const filter: Record<string, unknown> = { companyType: typesOf(kind, query.type) };
  if (words) filter['q'] = words;
  const start = query.page * query.size;
  // A search's page may be read on a read thread (Collection.readDocuments).
  const { data, total } = await table(services).readDocuments({
    filter,
    sort: { field: 'rankName', order: 'ASC' },
    range: [start, start + query.size - 1],
  });
  return {
    data: data.map((text) => toHit(services, JSON.parse(text) as DirectoryRow, null)),
    total,
    page: query.page,
    size: query.size,
    center: null,
    radius: null,
  };
}

const specialtyName = (id: string | null | undefined) =>
  ALL_SPECIALTIES.find((s) => s.id === id)?.name ?? null;

export function facilityTypeName(
  company: Pick<Company, 'facilityType' | 'facilityTypeOther'>,
): string | null {
  if (!company.facilityType) return null;
  if (company.facilityType === FACILITY_TYPE_OTHER_ID) return company.facilityTypeOther ?? 'Other';
  return FACILITY_TYPES.find((f) => f.id === company.facilityType)?.name ?? null;
}

/**
 * A listed company's public profile with the trust signals `viewer` may see (no negotiation figures unless a
 * VALIDATED company's user or staff: trustSignalAudience.ts); 404 for any other (not VALIDATED, hidden
 * facility, unknown id).
 */
export function directoryProfile(
  services: Services,
  id: string,
  viewer: TrustSignalViewer | null,
): DirectoryProfile {
  // A company id, or (SPEC.md 2.1) a user's: that user's company, on that professional when they are one.
  const subject = profileSubject(services, id);
  const company = subject && services.store.collection('companies').get(subject.companyId);
  if (!company || !isListedInDirectory(company)) throw notFound();
  const professional = subject.professional;
  const licenses = services.store.collection('licenses').findBy('companyId', company.id);
  const nameOf = (licenseId: string | null) => {
    const license = licenseId ? licenses.find((l) => l.id === licenseId) : undefined;
    return license ? `${license.name} ${license.lastName}`.trim() : null;
  };
  const plan = companyPlan(services, company.id);
  const addresses = services.store
    .collection('addresses')
    .findBy('companyId', company.id)
    .filter((a) => Number.isFinite(a.latitude) && Number.isFinite(a.longitude))
    .map((a) => ({
      id: a.id,
      address: a.address,
      suite: a.suite,
      city: a.city,
      state: a.state,
      zipCode: a.zipCode,
      latitude: a.latitude,
      longitude: a.longitude,
      premium: isPremiumListing(a, plan),
      professionalName: nameOf(a.licenseId),
    }))
    .sort((x, y) => Number(y.premium) - Number(x.premium) || x.city.localeCompare(y.city));
  return {
    id: company.id,
    type: company.type as DirectoryCompanyType,
    name: company.name,
    picture: company.picture,
    specialties: company.specialtyIds.map(specialtyName).filter((name): name is string => name !== null),
    facilityType: facilityTypeName(company),
    mission: company.mission,
    website: company.website,
    phoneNumber: company.phoneNumber,
    keywords: company.keywords,
    ownerId: company.ownerId,
    professional: professional && {
      id: professional.id,
      userId: professional.userId ?? id,
      name: `${professional.name} ${professional.lastName}`.trim(),
      specialty: specialtyName(professional.specialtyId),
    },
    professionals: licenses.map((l) => ({
      id: l.id,
      name: `${l.name} ${l.lastName}`.trim(),
      specialty: specialtyName(l.specialtyId),
    })),
    addresses,
    trustSignals: trustSignalsFor(trustSignalsOf(services, company), viewer),
  };
}
