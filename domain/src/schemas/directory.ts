/**
 * The directory (SPEC.md 7 "Directory search"; issue 12): the search queries, one result per address of a
 * listed company, and the public profile.
 */
import { z } from 'zod';
import { DIRECTORY } from '../rules/directory.ts';
import { TRUST_MIN_SAMPLE, TRUST_SIGNAL_KEYS } from '../rules/trustSignals.ts';
import { idSchema as id } from './common.ts';

const DIRECTORY_TYPES = ['ATTORNEY', 'HEALTH_PROVIDER', 'FACILITY'] as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

const page = z.coerce.number().int().min(0).max(100_000).optional().default(0).describe('0-based page');
const size = z.coerce
  .number()
  .int()
  .min(1)
  .max(DIRECTORY.maxPageSize)
  .optional()
  .default(DIRECTORY.pageSize)
  .describe(`page size (default ${DIRECTORY.pageSize})`);

/** GET /search/health-providers and /search/attorneys. */
export const directorySearchQuerySchema = z
  .object({
    radius: z.coerce
      .number()
      .positive()
      .max(DIRECTORY.maxRadiusMiles)
      .optional()
      .default(DIRECTORY.defaultRadiusMiles)
      .describe(
        `miles around the centre (default ${DIRECTORY.defaultRadiusMiles}, at most ${DIRECTORY.maxRadiusMiles})`,
      ),
    searchTerm: optionalText(DIRECTORY.searchTermMaxLength).describe(
      'words matched (substrings) in the name, professional, specialties, facility type and keywords',
    ),
    specialty: optionalText(20).describe('a specialty id of the catalogs (or a facility type id)'),
    type: z.enum(DIRECTORY_TYPES).optional().describe('only this company type (facilities among providers)'),
    city: optionalText(60).describe('the centre when no latitude/longitude: a city of the maps service'),
    state: optionalText(2),
    latitude: z.coerce.number().min(-90).max(90).optional(),
    longitude: z.coerce.number().min(-180).max(180).optional(),
    page,
    size,
  })
  .refine((query) => (query.latitude === undefined) === (query.longitude === undefined), {
    message: 'latitude and longitude go together',
    path: ['longitude'],
  });
/** The query as a client sends it (every field optional; the API fills the defaults). */
export type DirectorySearchQuery = Partial<z.output<typeof directorySearchQuerySchema>>;

/** GET /search/attorneys/all and /search/health-providers/all: no radius, by name and place words. */
export const directoryAllQuerySchema = z.object({
  searchTerm: optionalText(DIRECTORY.searchTermMaxLength),
  location: optionalText(100).describe('words of the city or state (e.g. "Chicago" or "IL")'),
  type: z.enum(DIRECTORY_TYPES).optional(),
  page,
  size,
});
export type DirectoryAllQuery = Partial<z.output<typeof directoryAllQuerySchema>>;

/** One address of a listed company: a card of the results and a marker of the map. */
export const directoryHitSchema = z.object({
  id: id.describe('the address id'),
  companyId: id,
  userId: id
    .nullable()
    .describe(
      'the user whose profile the result opens (the {userId} of /health-provider/details/{userId}): the ' +
        "address's professional's, else the company owner's",
    ),
  companyType: z.enum(DIRECTORY_TYPES),
  name: z.string().describe('the company name'),
  professionalName: z.string().nullable().describe('the licensed professional this address belongs to'),
  picture: z.string().nullable(),
  specialties: z.array(z.string()).describe('specialty names (attorneys, providers)'),
  facilityType: z.string().nullable().describe('facility type name (facilities)'),
  keywords: z.string(),
  address: z.string(),
  suite: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  premium: z.boolean().describe('premium address (premiumStatus ACTIVE): ranked first'),
  distance: z.number().nullable().describe('miles from the centre, to a tenth (null in the /all searches)'),
});
export type DirectoryHit = z.output<typeof directoryHitSchema>;

export const directoryCenterSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  label: z.string(),
  isDefault: z.boolean().describe('no location was given: the fixed default city'),
});
export type DirectoryCenter = z.output<typeof directoryCenterSchema>;

export const directoryPageSchema = z.object({
  data: z.array(directoryHitSchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  center: directoryCenterSchema.nullable().describe('null in the /all searches'),
  radius: z.number().nullable(),
});
export type DirectoryPage = z.output<typeof directoryPageSchema>;

export const directoryProfileAddressSchema = directoryHitSchema
  .pick({ id: true, address: true, suite: true, city: true, state: true, zipCode: true, latitude: true })
  .extend({ longitude: z.number(), premium: z.boolean(), professionalName: z.string().nullable() });
export type DirectoryProfileAddress = z.output<typeof directoryProfileAddressSchema>;

/** A trust signal of a profile (rules/trustSignals.ts): computed from the platform's own records. */
export const trustSignalSchema = z.object({
  key: z.enum(TRUST_SIGNAL_KEYS),
  label: z.string(),
  unit: z.enum(['cases', 'hours', 'percent', 'days']),
  value: z.number().nullable().describe(`rounded to a tenth; null below ${TRUST_MIN_SAMPLE} records`),
  sampleSize: z.number().int().describe('how many records the value rests on'),
  shown: z.boolean().describe(`sampleSize >= ${TRUST_MIN_SAMPLE}`),
  explanation: z.string().describe('how it is computed'),
});
export type TrustSignalView = z.output<typeof trustSignalSchema>;

/** GET /directory/profiles/{id}: a listed company's public profile (404 for any other). */
export const directoryProfileSchema = z.object({
  id,
  type: z.enum(DIRECTORY_TYPES),
  name: z.string(),
  picture: z.string().nullable(),
  specialties: z.array(z.string()),
  facilityType: z.string().nullable(),
  mission: z.string().nullable(),
  website: z.string().nullable(),
  phoneNumber: z.string().nullable().describe('digits only (shown as (XXX) XXX-XXXX)'),
  keywords: z.string(),
  ownerId: id.nullable().describe('the owner user (the receiver of an intro)'),
  professional: z
    .object({ id, userId: id, name: z.string(), specialty: z.string().nullable() })
    .nullable()
    .describe('the professional the page is about, when its id is a professional user’s (else null)'),
  professionals: z.array(z.object({ id, name: z.string(), specialty: z.string().nullable() })),
  addresses: z.array(directoryProfileAddressSchema).describe('premium first, then by city'),
  trustSignals: z
    .array(trustSignalSchema)
    .describe(
      'a provider or facility: cases worked on, median response time to invites, average accepted reduction; ' +
        'an attorney: cases referred, average reduction obtained, median days from settlement to payment',
    ),
});
export type DirectoryProfile = z.output<typeof directoryProfileSchema>;
