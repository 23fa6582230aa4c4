/** Inviting a member to the company and changing a member's permission (issue 15, My Company). */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { MEMBER_PERMISSIONS } from '../rules/companyMembers.ts';
import { emailSchema, requiredString } from './common.ts';

/** The kinds of member a company invites: its professionals' type, or support staff. */
export const MEMBER_INVITE_TYPES = ['ATTORNEY', 'HEALTH_PROVIDER', 'SUPPORT'] as const;

export const memberInviteSchema = z.object({
  email: emailSchema,
  name: requiredString(MESSAGES.fieldRequired, LIMITS.nameMaxLength),
  lastName: requiredString(MESSAGES.fieldRequired, LIMITS.nameMaxLength),
  userType: z.enum(MEMBER_INVITE_TYPES, { error: MESSAGES.fieldRequired }),
  permission: z.enum(MEMBER_PERMISSIONS).default('MEMBER'),
});
export type MemberInviteInput = z.input<typeof memberInviteSchema>;
export type MemberInviteValues = z.output<typeof memberInviteSchema>;

export const memberPermissionSchema = z.object({ permission: z.enum(MEMBER_PERMISSIONS) });

export const deleteCompanySchema = z.object({ confirmation: z.string().trim().min(1).max(200) });
