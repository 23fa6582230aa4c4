/** The activation (Complete Your Account) and maps-service answers. */
import { z } from 'zod';
import { companySchema } from './companies.ts';

export const completeAccountInfoSchema = z.object({
  company: z.boolean().describe('the activation form was sent (status is no longer INCOMPLETE)'),
  payment: z.boolean().describe('a plan was chosen (subscription exists) and it has no payment error'),
  professional: z
    .boolean()
    .describe('facility: activated; attorney or health provider: a licensed profile with a license number'),
  account: z.boolean().describe("the owner's e-mail is verified"),
});
export type CompleteAccountInfo = z.output<typeof completeAccountInfoSchema>;

/** The answer of POST /account/complete/{type}: the company now in PENDING_REVIEW and its new flags. */
export const completeAccountResultSchema = z.object({
  company: companySchema,
  info: completeAccountInfoSchema,
});
export type CompleteAccountResult = z.output<typeof completeAccountResultSchema>;

/**
 * One suggestion of the maps service (GET /geo/places): a real place with its coordinates. `address` is the
 * street line the user typed before the city, or the city name for a city-level suggestion.
 */
export const placeSuggestionSchema = z.object({
  id: z.string().describe('stable for the same place and street text'),
  label: z.string(),
  address: z.string().describe('the street typed before the city, or the city name'),
  city: z.string(),
  state: z.string().describe('two-letter state id'),
  zipCode: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type PlaceSuggestion = z.output<typeof placeSuggestionSchema>;
