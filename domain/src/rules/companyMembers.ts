/**
 * My Company's members and support staff (issue 15; SPEC.md 3 "Member details", 6, 9): who may be invited,
 * given the ADMIN permission or disabled, and how many support staff each plan allows (Premium: unlimited).
 * The limits of the other plans are the product's own (the spec gives none): written once here.
 */
import type { PlanType } from '../enums.ts';
import type { User } from '../entities.ts';
import { format } from '../messages.ts';

/** Support staff allowed per plan; null is unlimited (SPEC.md 9: Premium has unlimited support staff). */
export const SUPPORT_STAFF_LIMITS: Readonly<Record<PlanType, number | null>> = {
  BASIC: 1,
  ADVANCED: 3,
  PRO: null,
};

/** The permissions an owner or admin gives (OWNER is never given: there is one owner). */
export const MEMBER_PERMISSIONS = ['ADMIN', 'MEMBER'] as const;
export type MemberPermission = (typeof MEMBER_PERMISSIONS)[number];
export const MEMBER_PERMISSION_LABELS: Record<MemberPermission, string> = {
  ADMIN: 'Admin',
  MEMBER: 'Member',
};

export const COMPANY_MEMBER_MESSAGES = {
  supportLimit: 'Your plan allows {n} support staff. Upgrade to Premium for unlimited support staff.',
  notTheOwner: 'The company owner keeps their permission and cannot be disabled.',
  notYourself: 'You cannot change your own permission or disable yourself.',
  invited: 'The invitation was sent to {email}.',
  permissionChanged: 'The permission was changed.',
  disabled: 'The member was disabled.',
  deleteConfirmation: 'Type the company name to confirm.',
  deleted: 'Your company was deleted.',
  onlyOwnerDeletes: 'Only the company owner can delete the company.',
} as const;

/** Whether another support staff member fits the plan (null: it does). */
export function supportStaffRefusal(planType: PlanType, supportCount: number): string | null {
  const limit = SUPPORT_STAFF_LIMITS[planType];
  if (limit === null || supportCount < limit) return null;
  return format(COMPANY_MEMBER_MESSAGES.supportLimit, { n: limit });
}

/** Why `actorId` may not change `member`'s permission or disable them (null: allowed). */
export function memberChangeRefusal(actorId: string, member: Pick<User, 'id' | 'permission'>): string | null {
  if (member.permission === 'OWNER') return COMPANY_MEMBER_MESSAGES.notTheOwner;
  if (member.id === actorId) return COMPANY_MEMBER_MESSAGES.notYourself;
  return null;
}

/** Member details (SPEC.md 3): the company's users but its SUPPORT members. */
export function memberDetailsOf<U extends Pick<User, 'userType'>>(users: readonly U[]): U[] {
  return users.filter((u) => u.userType !== 'SUPPORT');
}
