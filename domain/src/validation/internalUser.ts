/**
 * Creating and editing an internal user (console, SYSTEM_ADMIN): name, last name, e-mail, role and the
 * optional SALES_REPRESENTATIVE position. Used by the console's form and the fake API alike.
 */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { INTERNAL_ROLES, POSITIONS } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import { emailSchema, requiredString } from './common.ts';

export const internalUserSchema = z.object({
  name: requiredString(MESSAGES.fieldRequired, LIMITS.nameMaxLength),
  lastName: requiredString(MESSAGES.fieldRequired, LIMITS.nameMaxLength),
  email: emailSchema,
  userType: z.enum(INTERNAL_ROLES, { error: MESSAGES.thisFieldRequired }),
  position: z
    .enum(POSITIONS, { error: MESSAGES.invalidOption })
    .nullish()
    .transform((value) => value ?? null),
});
export type InternalUserInput = z.input<typeof internalUserSchema>;

/** PUT /internal-users/{id}/status/{status}: an internal user is either active or disabled. */
export const INTERNAL_USER_STATUSES = ['ACTIVE', 'DISABLED'] as const;
export type InternalUserStatus = (typeof INTERNAL_USER_STATUSES)[number];

/** Assigning a sales representative to a company (the previous assignment moves to history). */
export const salesAssignmentSchema = z.object({
  companyId: requiredString(MESSAGES.thisFieldRequired),
  salesRepresentativeId: requiredString(MESSAGES.thisFieldRequired),
});
export type SalesAssignmentInput = z.infer<typeof salesAssignmentSchema>;
