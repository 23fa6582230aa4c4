/**
 * The client session of SPEC.md section 3 ("Client-side session data"), derived ONCE from a user and their
 * company: the API answers it from GET /account, the client builds it from a login or refresh answer.
 */
import type { Company, SessionData, User } from '../entities.ts';

export type AccountSession = Omit<SessionData, 'token' | 'refreshToken'>;
type SessionCompanyFields = Pick<Company, 'id' | 'name' | 'type' | 'status' | 'subscriptionType'>;

/** The company as the session carries it (only the fields the session needs). */
export function companySummary(company: SessionCompanyFields | null): SessionData['company'] {
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

export function sessionOf(user: User, company: SessionCompanyFields | null): AccountSession {
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
