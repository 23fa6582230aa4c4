/** Building blocks of the API's response schemas. */
import { z } from 'zod';

/** Ids are strings. */
export const idSchema = z.string();
/** ISO-8601 timestamp. */
export const isoDateSchema = z.string().describe('ISO-8601 timestamp');

export type Id = z.output<typeof idSchema>;
/** ISO-8601 timestamp. */
export type IsoDate = z.output<typeof isoDateSchema>;

export const locationSchema = z.object({
  id: idSchema,
  latitude: z.number(),
  longitude: z.number(),
  address: z.string(),
  suite: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
});
export type Location = z.output<typeof locationSchema>;

/** GET /catalogs/{name}: a lookup list. */
export const catalogItemSchema = z.object({ id: z.string(), name: z.string() });
export const catalogSchema = z.array(catalogItemSchema);
