/**
 * What the console may do to an external user (SPEC.md section 7, users): enable or disable, activate an
 * unverified account, and switch a professional profile on or off. One rule for the console's buttons and the
 * API's 409 answers.
 */
import type { User } from '../entities.ts';
import type { UserType } from '../enums.ts';

export const USER_ACTIONS = [
  'enable',
  'disable',
  'activate',
  'activateProfile',
  'deactivateProfile',
] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

const PROFESSIONAL_USER_TYPES: readonly UserType[] = ['ATTORNEY', 'HEALTH_PROVIDER'];

/** Attorneys and health providers have a professional profile (listed in the directory). */
export function hasProfessionalProfile(user: Pick<User, 'userType'>): boolean {
  return PROFESSIONAL_USER_TYPES.includes(user.userType);
}

type UserState = Pick<User, 'userType' | 'enabled' | 'verified' | 'professionalProfileActive'>;

/** The actions that change something for this user in their current state. */
export function availableUserActions(user: UserState): UserAction[] {
  const actions: UserAction[] = [user.enabled ? 'disable' : 'enable'];
  if (!user.verified) actions.push('activate');
  if (hasProfessionalProfile(user))
    actions.push(user.professionalProfileActive ? 'deactivateProfile' : 'activateProfile');
  return actions;
}
