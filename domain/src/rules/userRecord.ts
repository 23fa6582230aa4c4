/** A new user record: what every account the API creates starts with before its owner fills anything in. */
import type { UserRecord } from '../entities.ts';

type Required = Pick<
  UserRecord,
  'email' | 'name' | 'lastName' | 'userType' | 'companyId' | 'permission' | 'status' | 'passwordHash'
>;

/**
 * Enabled, no profile, phone, picture or sign-in yet, created `now`; `fields` overrides any of them. The
 * changelog is unread: a new user sees it once, until PUT /account/changelog/read (issue 40 item 19).
 */
export function newUserRecord(
  fields: Required & Partial<Omit<UserRecord, 'id'>>,
  now: string,
): Omit<UserRecord, 'id'> {
  return {
    position: null,
    enabled: true,
    verified: false,
    professionalProfileActive: false,
    passwordReset: false,
    changelogRead: false,
    phone: null,
    picture: null,
    specialtyId: null,
    licenseNumber: null,
    createdAt: now,
    lastLoginAt: null,
    ...fields,
  };
}
