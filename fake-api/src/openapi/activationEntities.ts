/** Zod schemas of the activation and maps-service answers (OpenAPI only, type-checked against the domain). */
import { z } from 'zod';
import type { CompleteAccountInfo, CompleteAccountResult, PlaceSuggestion } from '@casebridge/domain';
import { companySchema } from './entities.ts';

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

export const completeAccountInfoSchema = z.object({
  company: z.boolean().describe('the activation form was sent (status is no longer INCOMPLETE)'),
  payment: z.boolean().describe('a plan was chosen (subscription exists) and it has no payment error'),
  professional: z
    .boolean()
    .describe('facility: activated; attorney or health provider: a licensed profile with a license number'),
  account: z.boolean().describe("the owner's e-mail is verified"),
});

export const completeAccountResultSchema = z.object({
  company: companySchema,
  info: completeAccountInfoSchema,
});

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

export type _ActivationChecks = [
  Assert<Equals<z.output<typeof completeAccountInfoSchema>, CompleteAccountInfo>>,
  Assert<Equals<z.output<typeof completeAccountResultSchema>, CompleteAccountResult>>,
  Assert<Equals<z.output<typeof placeSuggestionSchema>, PlaceSuggestion>>,
];
