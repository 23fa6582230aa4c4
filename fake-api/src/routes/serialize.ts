/** How records leave the API: users never carry their password hash. */
import type { Company, LoginResponse, SessionData, User, UserRecord } from '@casebridge/domain';
import { issueTokens } from '../core/auth.ts';
import type { Services } from '../core/types.ts';

export type AccountSession = Omit<SessionData, 'token' | 'refreshToken'>;

/** The only way a user record leaves the API. */
export function toPublicUser(user: UserRecord): User {
  const { passwordHash: _passwordHash, ...rest } = user;
  return rest;
}

export function companySummary(company: Company | null): SessionData['company'] {
  return company
    ? {
        id: company.id,
        name: company.name,
        type: company.type,
        status: company.status,
        subscriptionType: company.subscriptionType,
      }
    : null;
}

/** The client session fields (SPEC.md section 3) without the tokens. */
export function sessionOf(user: User, company: Company | null): AccountSession {
  return {
    userType: user.userType,
    permissions: user.permission,
    position: user.position,
    companyType: company?.type ?? null,
    companyStatus: company?.status ?? null,
    subscriptionType: company?.subscriptionType ?? null,
    userName: `${user.name} ${user.lastName}`.trim(),
    userId: user.id,
    userUsername: user.email,
    passwordReset: user.passwordReset,
    changelogRead: user.changelogRead,
    email: user.email,
    company: companySummary(company),
  };
}

export function companyOfUser(services: Services, user: User): Company | null {
  return user.companyId ? (services.store.collection('companies').get(user.companyId) ?? null) : null;
}

export async function loginResponse(services: Services, user: UserRecord): Promise<LoginResponse> {
  const tokens = await issueTokens(services, user.id);
  return { ...tokens, user: toPublicUser(user), company: companySummary(companyOfUser(services, user)) };
}
