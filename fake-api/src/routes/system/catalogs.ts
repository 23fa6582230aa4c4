/** The lookup catalogs (public). */
import {
  ATTORNEY_SPECIALTIES,
  FACILITY_TYPES,
  HEALTH_PROVIDER_SPECIALTIES,
  HOW_YOU_HEAR_ABOUT_US,
  TIME_WITHOUT_BEING_ATTENDED,
  catalogEndpoint,
  catalogSchema,
} from '@casebridge/domain';
import type { CatalogItem, CatalogName } from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';

const CATALOGS: [path: CatalogName, summary: string, items: readonly CatalogItem[]][] = [
  ['how-you-hear-about-us', 'How the user heard about the product', HOW_YOU_HEAR_ABOUT_US],
  ['time-without-being-attended', 'How long the claimant went without care', TIME_WITHOUT_BEING_ATTENDED],
  ['facility-types', 'Facility types', FACILITY_TYPES],
  ['specialties/attorneys', 'Attorney specialties', ATTORNEY_SPECIALTIES],
  ['specialties/health-providers', 'Health-provider specialties', HEALTH_PROVIDER_SPECIALTIES],
];

export const catalogRoutes = CATALOGS.map(([path, summary, items]) =>
  defineRoute({
    endpoint: catalogEndpoint(path),
    access: 'public',
    doc: { summary, tags: ['catalogs'], response: catalogSchema },
    handler: () => ({ status: 200, body: items }),
  }),
);
