/**
 * The directory (issue 12; SPEC.md 7 "Directory search"): GET /search/health-providers and /search/attorneys
 * (radius around a centre), GET /search/{kind}/all (nationwide by words), and GET /directory/profiles/{id}
 * (a listed company's public profile). The searches are for signed-in users except factoring staff.
 */
import {
  DIRECTORY,
  DIRECTORY_MESSAGES,
  ENDPOINTS,
  NEGOTIATION_SIGNAL_KEYS,
  TRUST_MIN_SAMPLE,
  directoryAllQuerySchema,
  directoryPageSchema,
  directoryProfileSchema,
  directorySearchQuerySchema,
} from '@casebridge/domain';
import type { DirectoryKind, Endpoint } from '@casebridge/domain';
import { authenticate, bearerToken } from '../../core/auth.ts';
import { defineRoute } from '../../core/defineRoute.ts';
import type { Principal } from '../../core/types.ts';
import { idParams } from '../access.ts';
import { directoryProfile, searchDirectory, searchDirectoryAll } from './directoryService.ts';

const tags = ['directory'];
const LISTED =
  'Only VALIDATED companies appear, and a facility only while its visibility toggle (directoryVisible) is on. ';
const mayUseDirectory = (principal: Principal) => principal.companyType !== 'FACTORING_COMPANY';

const RADIUS_DESCRIPTION =
  LISTED +
  'One result per address. The centre is latitude/longitude, else the city (and state) of the maps service ' +
  `(400 "${DIRECTORY_MESSAGES.unknownPlace}" when unknown), else ${DIRECTORY.defaultCenter.city}, ` +
  `${DIRECTORY.defaultCenter.state}. Ranked premium addresses (premiumStatus ACTIVE) first, then by distance ` +
  '(miles, to a tenth). Served from the directory table: the grid cells covering the radius, then the exact ' +
  'distance of those candidates. specialty filters by a catalog id (or facility type id), type by company ' +
  'type; searchTerm matches name, professional, specialties, facility type and keywords (substrings).';

const radiusRoute = (kind: DirectoryKind, endpoint: Endpoint<'GET'>, summary: string) =>
  defineRoute({
    endpoint,
    access: mayUseDirectory,
    query: directorySearchQuerySchema,
    doc: {
      summary,
      description: RADIUS_DESCRIPTION,
      tags,
      response: directoryPageSchema,
      errors: [400, 401, 403],
    },
    handler: async ({ services, query }) => ({
      status: 200,
      body: await searchDirectory(services, kind, query),
    }),
  });

const allRoute = (kind: DirectoryKind, endpoint: Endpoint<'GET'>, summary: string) =>
  defineRoute({
    endpoint,
    access: mayUseDirectory,
    query: directoryAllQuerySchema,
    doc: {
      summary,
      description:
        LISTED +
        'Nationwide, one result per address: every word of searchTerm and location must match the name, ' +
        'professional, specialties, facility type, keywords, city or state. Premium addresses first, then by name.',
      tags,
      response: directoryPageSchema,
      errors: [400, 401, 403],
    },
    handler: async ({ services, query }) => ({
      status: 200,
      body: await searchDirectoryAll(services, kind, query),
    }),
  });

const profile = defineRoute({
  endpoint: ENDPOINTS.getDirectoryProfile,
  access: 'public',
  params: idParams,
  doc: {
    summary: 'A directory member’s public profile (no login): the company, its professionals and addresses',
    description:
      'The id is the {userId} segment of the portal’s profile pages (/health-provider/details/{userId}, ' +
      '/facility/details/{userId}, /attorney/details/{userId} and the signed-in variants): a user’s id answers ' +
      'that user’s company, with `professional` naming them when they are one of its professionals (SPEC.md ' +
      '2.1); a company id keeps working (professional null). ' +
      LISTED +
      'Any other id answers 404. trustSignals are computed from the platform’s own records (domain ' +
      `rules/trustSignals.ts, through indexed queries): each has its value, sample size, whether it is shown ` +
      `(from ${TRUST_MIN_SAMPLE} records on; value null below) and the text of how it is computed. The ` +
      `negotiation and settlement signals (${NEGOTIATION_SIGNAL_KEYS.join(', ')}) are left out unless the ` +
      'caller is signed in (bearer token, optional here; an invalid one answers 401) as a user of a VALIDATED ' +
      'company or as internal staff.',
    tags,
    response: directoryProfileSchema,
    errors: [401, 404],
  },
  handler: async ({ services, params, req }) => {
    // Public, but a caller who sends a token is read from it: the negotiation figures depend on who asks.
    const viewer = bearerToken(req.headers) ? await authenticate(services, req.headers) : null;
    return { status: 200, body: directoryProfile(services, params.id, viewer) };
  },
});

export const directoryRoutes = [
  radiusRoute(
    'health-providers',
    ENDPOINTS.searchHealthProviders,
    'Health providers and facilities near a place',
  ),
  radiusRoute('attorneys', ENDPOINTS.searchAttorneys, 'Attorneys near a place'),
  allRoute(
    'health-providers',
    ENDPOINTS.searchAllHealthProviders,
    'Health providers and facilities nationwide',
  ),
  allRoute('attorneys', ENDPOINTS.searchAllAttorneys, 'Attorneys nationwide'),
  profile,
];
