/**
 * Adding a licensed professional profile in My Company (POST /companies/{id}/licenses): first and last name
 * (max 60), specialty (one of the company type's specialties, checked by the API), professional license #
 * (max 15), optional credentials (max 60), and the company's addresses the profile practises at (`addressIds`,
 * optional: the spec requires none; an address belongs to one profile at a time, so choosing one another
 * profile has moves it, as PUT /addresses/company/{id}/license/{licenseId} does). Every 'required'
 * message is 'The field is required', as in the activation form.
 */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { optionalString, requiredString } from './common.ts';

const required = MESSAGES.fieldRequired;

export const professionalProfileSchema = z.object({
  name: requiredString(required, LIMITS.nameMaxLength),
  lastName: requiredString(required, LIMITS.nameMaxLength),
  specialtyId: requiredString(required),
  licenseNumber: requiredString(required, LIMITS.licenseMaxLength),
  credentials: optionalString(LIMITS.nameMaxLength),
  addressIds: z.array(z.string().min(1)).max(100).default([]),
});
export type ProfessionalProfileInput = z.input<typeof professionalProfileSchema>;
export type ProfessionalProfileValues = z.output<typeof professionalProfileSchema>;
