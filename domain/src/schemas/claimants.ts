/** The claimant's own profile as the API answers it. */
import { z } from 'zod';
import { idSchema as id, locationSchema } from './common.ts';

export const claimantSchema = z.object({
  id,
  userId: id,
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable().describe('digits only'),
  dateOfBirth: z.string().nullable().describe('ISO-8601 timestamp at UTC midnight'),
  location: locationSchema.nullable(),
  profileComplete: z.boolean(),
});
export type Claimant = z.output<typeof claimantSchema>;
