/** The claimant's own profile as the API answers it. */
import { z } from 'zod';
import { CLAIMANT_LANGUAGES } from '../i18n/languages.ts';
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
  language: z
    .enum(CLAIMANT_LANGUAGES)
    .describe("the claimant's language: the portal's and the e-mails' (en, es)"),
});
export type Claimant = z.output<typeof claimantSchema>;
