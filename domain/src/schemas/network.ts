/**
 * The network area's answers and bodies (issue 12): Make Intro, the referral program (Invite Friends), My
 * Network, the company's associates and user details. Rules and messages: rules/intros.ts,
 * rules/referralProgram.ts, validation/intro.ts.
 */
import { z } from 'zod';
import { COMPANY_TYPES, COMPANY_PERMISSIONS, USER_TYPES } from '../enums.ts';
import { LIMITS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { emailSchema, requiredChoice, requiredString } from '../validation/common.ts';
import { idSchema as id, isoDateSchema as date } from './common.ts';

export const introFileSchema = z.object({ id, name: z.string(), mimeType: z.string(), size: z.number() });

export const introSchema = z.object({
  id,
  direction: z.enum(['SENT', 'RECEIVED']).describe("from the caller's company's side"),
  senderId: id,
  senderName: z.string(),
  senderCompanyId: id,
  senderCompanyName: z.string(),
  receiver: id.describe('the introduced-to company'),
  receiverName: z.string(),
  onBehalfOf: id.nullable().describe('a user of the sender’s company the intro is for, or null (the sender)'),
  onBehalfOfName: z.string().nullable(),
  introduction: z.string(),
  file: introFileSchema.nullable(),
  createdAt: date,
});
export type IntroView = z.output<typeof introSchema>;

export const introCountSchema = z.object({
  count: z.number().int().describe("the caller's intros this calendar month (UTC)"),
  limit: z.number().int(),
  remaining: z.number().int(),
});
export type IntroCount = z.output<typeof introCountSchema>;

export const latestIntroSchema = z.object({
  createdAt: date.nullable().describe('when the caller last introduced itself to that receiver, or null'),
});
export type LatestIntro = z.output<typeof latestIntroSchema>;

export const referFriendSchema = z.object({ referralEmail: emailSchema });
export type ReferFriendInput = z.input<typeof referFriendSchema>;

export const referralParticipantSchema = z.object({
  id,
  referralEmail: z.string(),
  joined: z.boolean(),
  createdAt: date,
});
export type ReferralParticipantView = z.output<typeof referralParticipantSchema>;

export const rewardCountSchema = z.object({
  count: z.number().int().describe('friends who signed up from the invitations (one reward each)'),
  goal: z.number().int(),
  label: z.string().nullable().describe("'n/10' while below the goal, else null"),
});
export type RewardCount = z.output<typeof rewardCountSchema>;

export const NETWORK_RELATIONS = ['CASE', 'INVITE', 'INTRO_SENT', 'INTRO_RECEIVED'] as const;
export type NetworkRelation = (typeof NETWORK_RELATIONS)[number];
export const NETWORK_RELATION_LABELS: Record<NetworkRelation, string> = {
  CASE: 'Cases together',
  INVITE: 'Accepted case invites',
  INTRO_SENT: 'Intro sent',
  INTRO_RECEIVED: 'Intro received',
};

export const networkContactSchema = z.object({
  id: id.describe('the company id'),
  name: z.string(),
  type: z.enum(COMPANY_TYPES),
  city: z.string().nullable(),
  state: z.string().nullable(),
  keywords: z.string(),
  userId: id.nullable().describe('its owner (the profile pages take the company id)'),
  addressId: id.nullable().describe('its first address, for the profile link'),
  relations: z.array(z.enum(NETWORK_RELATIONS)),
  lastAt: date.nullable(),
});
export type NetworkContact = z.output<typeof networkContactSchema>;

export const associateSchema = z.object({
  id,
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  userType: z.enum(USER_TYPES),
  permission: z.enum(COMPANY_PERMISSIONS).nullable(),
});
export type Associate = z.output<typeof associateSchema>;

export const userDetailsSchema = associateSchema.extend({
  companyId: id.nullable(),
  companyName: z.string().nullable(),
});
export type UserDetails = z.output<typeof userDetailsSchema>;

export const existsSchema = z.object({ exists: z.boolean() });
export const userNameSchema = z.object({ id, name: z.string() });
export type UserName = z.output<typeof userNameSchema>;

export const UNREGISTERED_TYPES = ['ATTORNEY', 'HEALTH_PROVIDER', 'FACILITY'] as const;
export const UNREGISTERED_TYPE_LABELS: Record<(typeof UNREGISTERED_TYPES)[number], string> = {
  ATTORNEY: 'Attorney',
  HEALTH_PROVIDER: 'Health provider',
  FACILITY: 'Facility',
};

export const UNREGISTERED_MESSAGES = {
  emailNeeded: 'Add their e-mail to invite them.',
  alreadyMember: 'This person already has a CaseBridge account.',
  saved: 'Professional saved',
  invited: 'Invitation sent',
} as const;

/** POST /unregistered-professionals/ and PUT /unregistered-professionals/{id}: `invite` e-mails the sign-up link. */
export const unregisteredProfessionalInputSchema = z.object({
  name: requiredString(MESSAGES.fieldRequired, LIMITS.nameMaxLength),
  lastName: requiredString(MESSAGES.fieldRequired, LIMITS.nameMaxLength),
  type: requiredChoice(UNREGISTERED_TYPES, MESSAGES.thisFieldRequired),
  email: z.union([z.literal(''), emailSchema]).nullish(),
  invite: z.boolean().optional(),
});
export type UnregisteredProfessionalInput = z.input<typeof unregisteredProfessionalInputSchema>;

export const unregisteredProfessionalSchema = z.object({
  id,
  companyId: id,
  name: z.string(),
  lastName: z.string(),
  type: z.enum(UNREGISTERED_TYPES),
  email: z.string().nullable(),
  invitedAt: date.nullable(),
  status: z.enum(['NOT_INVITED', 'INVITED', 'MEMBER']),
  member: z
    .object({ userId: id, companyId: id.nullable(), companyName: z.string().nullable() })
    .nullable()
    .describe('the CaseBridge user with its e-mail, once it signed up'),
});
export type UnregisteredProfessionalView = z.output<typeof unregisteredProfessionalSchema>;
