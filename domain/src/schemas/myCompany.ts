/** My Company's answers (issue 15; SPEC.md 3 "Member details", "Facility", "Professional"). */
import { z } from 'zod';
import { USER_TYPES } from '../enums.ts';
import { idSchema as id } from './common.ts';

export const memberDetailsSchema = z.object({
  id,
  name: z.string(),
  lastname: z.string(),
  licenseNumber: z.string().nullable(),
  specialty: z.string().nullable(),
  userType: z.enum(USER_TYPES),
});
export type MemberDetails = z.output<typeof memberDetailsSchema>;

export const facilitySchema = z.object({
  id,
  professionalLicense: z.object({ number: z.string().nullable(), npiNumber: z.string().nullable() }),
});
export type Facility = z.output<typeof facilitySchema>;

export const companyLicenseSchema = z.object({
  id,
  companyId: id,
  userId: id.nullable(),
  name: z.string(),
  lastName: z.string(),
  licenseNumber: z.string(),
  npiNumber: z.string().nullable(),
  specialtyId: z.string().nullable(),
  credentials: z.object({ label: z.string() }),
  premium: z.boolean(),
  previousPremium: z.boolean().nullable(),
});
