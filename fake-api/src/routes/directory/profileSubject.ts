/**
 * Whose directory profile a page shows (SPEC.md 2.1: /health-provider/details/{userId}?&address-id=…): the
 * {userId} segment is a user's id (a professional's, or the company owner's), and a company id keeps working.
 */
import type { License } from '@casebridge/domain';
import type { Services } from '../../core/types.ts';

export interface ProfileSubject {
  companyId: string;
  /** The professional (license) of the user asked for, when the user has one. */
  professional: License | null;
}

/** The company and professional an id names: a company id, else an enabled user of a company. Null otherwise. */
export function profileSubject(services: Services, id: string): ProfileSubject | null {
  if (services.store.collection('companies').get(id)) return { companyId: id, professional: null };
  const user = services.store.collection('users').get(id);
  if (!user?.companyId || !user.enabled) return null;
  const professional =
    services.store
      .collection('licenses')
      .findBy('companyId', user.companyId)
      .find((l) => l.userId === user.id) ?? null;
  return { companyId: user.companyId, professional };
}

/**
 * The user a directory result links to (the {userId} of its profile page): the address's professional's user,
 * else the company's owner; null when neither is known (the link then uses the company id).
 */
export function profileUserId(services: Services, addressId: string, companyId: string): string | null {
  const licenseId = services.store.collection('addresses').get(addressId)?.licenseId;
  const license = licenseId ? services.store.collection('licenses').get(licenseId) : undefined;
  return license?.userId ?? services.store.collection('companies').get(companyId)?.ownerId ?? null;
}
