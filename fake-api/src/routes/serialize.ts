/** How records leave the API: users never carry their password hash. */
import type { Company, LoginResponse, User, UserRecord } from '@casebridge/domain';
import { companySummary } from '@casebridge/domain';
import { issueTokens } from '../core/auth.ts';
import type { TokenPair } from '../core/auth.ts';
import type { Services } from '../core/types.ts';
import { PRIVATE_USER_FIELDS } from '../store/collections.ts';

/** The only way a single user record leaves the API. */
export function toPublicUser(user: UserRecord): User {
  const rest: Partial<UserRecord> = { ...user };
  for (const field of PRIVATE_USER_FIELDS) delete rest[field];
  return rest as User;
}

export function companyOfUser(services: Services, user: User): Company | null {
  return user.companyId ? (services.store.collection('companies').get(user.companyId) ?? null) : null;
}

/** A token pair (of a new session, or the rotated pair of a refresh), the user and their company. */
export async function loginResponse(
  services: Services,
  user: UserRecord,
  pair?: TokenPair,
): Promise<LoginResponse> {
  const tokens = pair ?? (await issueTokens(services, user.id));
  return { ...tokens, user: toPublicUser(user), company: companySummary(companyOfUser(services, user)) };
}
