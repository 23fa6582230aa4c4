/** Zod schema of the claimant answers (OpenAPI only, type-checked against the domain). */
import { z } from 'zod';
import type { Claimant } from '@casebridge/domain';
import { locationSchema } from './entities.ts';

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

export const claimantSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable().describe('digits only'),
  dateOfBirth: z.string().nullable().describe('ISO-8601 timestamp at UTC midnight'),
  location: locationSchema.nullable(),
  profileComplete: z.boolean(),
});

export type _ClaimantChecks = [Assert<Equals<z.output<typeof claimantSchema>, Claimant>>];
