/** The maps service: place suggestions for the address selector (it stands in for a real geocoder). */
import { ENDPOINTS, cleanSearchText, placeSuggestionSchema } from '@casebridge/domain';
import { z } from 'zod';
import { defineRoute } from '../../core/defineRoute.ts';
import type { Services } from '../../core/types.ts';
import { GEO_DEFAULT_LIMIT, GEO_MAX_LIMIT, gazetteerGeocoder } from '../../geo/gazetteer.ts';
import type { Geocoder } from '../../geo/gazetteer.ts';

/** The configured maps service, else the fixtures' gazetteer of real US places. */
export const geocoderOf = (services: Services): Geocoder => services.geocoder ?? gazetteerGeocoder;

const placesQuery = z.object({
  q: z.string().max(200).optional().default('').transform(cleanSearchText),
  limit: z.coerce.number().int().min(1).max(GEO_MAX_LIMIT).optional().default(GEO_DEFAULT_LIMIT),
});

const places = defineRoute({
  endpoint: ENDPOINTS.suggestPlaces,
  access: 'authenticated',
  query: placesQuery,
  doc: {
    summary: 'Place suggestions as the user types (the maps service; stands in for a real geocoder)',
    description:
      "Answered from a gazetteer of real US cities: a city prefix ('Aus'), 'City, ST' or 'City, State', " +
      "or a street part before the city ('1200 Main St, Aus'), kept as the address line of each suggestion " +
      'with the city coordinates and ZIP code. Fewer than 2 characters answer []. Only addresses picked ' +
      'from these suggestions are accepted by the complete-account calls.',
    tags: ['geo'],
    response: z.array(placeSuggestionSchema),
  },
  handler: async ({ query, services }) => ({
    status: 200,
    body: await geocoderOf(services).suggest(query.q, query.limit),
  }),
});

export const geoRoutes = [places];
