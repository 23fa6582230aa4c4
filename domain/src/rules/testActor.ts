/** Test helper (not exported from the package): an Actor with sensible defaults. */
import type { Actor } from './actor.ts';

export function actor(overrides: Partial<Actor> = {}): Actor {
  return {
    userType: 'ATTORNEY',
    permission: 'OWNER',
    position: null,
    companyType: 'ATTORNEY',
    companyStatus: 'VALIDATED',
    subscriptionType: 'BASIC',
    ...overrides,
  };
}

export const ACTORS = {
  attorneyOwner: actor(),
  attorneyMember: actor({ permission: 'MEMBER' }),
  hpOwner: actor({ userType: 'HEALTH_PROVIDER', companyType: 'HEALTH_PROVIDER' }),
  facilityPro: actor({ userType: 'HEALTH_PROVIDER', companyType: 'FACILITY', permission: 'MEMBER' }),
  facilitySupport: actor({ userType: 'SUPPORT', companyType: 'FACILITY', permission: 'MEMBER' }),
  supportMember: actor({ userType: 'SUPPORT', permission: 'MEMBER' }),
  supportAdmin: actor({ userType: 'SUPPORT', permission: 'ADMIN' }),
  factoring: actor({ userType: 'SUPPORT', companyType: 'FACTORING_COMPANY', permission: 'OWNER' }),
  claimant: actor({
    userType: 'CLAIMANT',
    permission: null,
    companyType: null,
    companyStatus: null,
    subscriptionType: null,
  }),
  user: actor({
    userType: 'USER',
    permission: null,
    companyType: null,
    companyStatus: null,
    subscriptionType: null,
  }),
  salesRep: actor({
    userType: 'USER',
    permission: null,
    position: 'SALES_REPRESENTATIVE',
    companyType: null,
    companyStatus: null,
    subscriptionType: null,
  }),
  superUser: actor({
    userType: 'SUPER_USER',
    permission: null,
    companyType: null,
    companyStatus: null,
    subscriptionType: null,
  }),
  admin: actor({
    userType: 'SYSTEM_ADMIN',
    permission: null,
    companyType: null,
    companyStatus: null,
    subscriptionType: null,
  }),
} as const;
