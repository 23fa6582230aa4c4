import type { LoginResponse, SessionData } from '@casebridge/domain';

/** Builds the client session (SPEC.md section 3) from a login or refresh answer. */
export function sessionFromLogin(response: LoginResponse): SessionData {
  const { user, company } = response;
  return {
    token: response.token,
    refreshToken: response.refreshToken,
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
    company: company
      ? {
          id: company.id,
          name: company.name,
          type: company.type,
          status: company.status,
          subscriptionType: company.subscriptionType,
        }
      : null,
  };
}
