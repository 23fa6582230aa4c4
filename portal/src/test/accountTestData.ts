/** Records for the activation and panel tests (imported by tests only). */
import { newCompanyRecord } from '@casebridge/domain';
import type {
  Company,
  CompanyStatus,
  CompanyType,
  PlaceSuggestion,
  Subscription,
  User,
} from '@casebridge/domain';
import type { AccountResponse } from '@casebridge/domain/client';
import { testSession } from './portalTestUtils.tsx';

export const AUSTIN: PlaceSuggestion = {
  id: 'us-tx-78701-austin--1200-main-st',
  label: '1200 Main St, Austin, TX 78701',
  address: '1200 Main St',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  country: 'US',
  latitude: 30.2672,
  longitude: -97.7431,
};

const { id: _id, label: _label, ...AUSTIN_PLACE } = AUSTIN;

export function testCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: 'c1',
    ...newCompanyRecord(
      {
        name: 'Lee Law',
        type: 'ATTORNEY',
        status: 'INCOMPLETE',
        subscriptionType: 'BASIC',
        email: 'a@lee.law',
      },
      '2026-10-01T00:00:00.000Z',
    ),
    ...overrides,
  };
}

/** A company whose profile fields are all filled (no 'Improve your Company profile'). */
export function fullCompany(overrides: Partial<Company> = {}): Company {
  return testCompany({
    taxId: '123456789',
    phoneNumber: '5551234567',
    website: 'lee.law',
    mission: 'Helping',
    picture: '/api/companies/c1/picture',
    location: { ...AUSTIN_PLACE, id: 'a1', suite: null },
    ...overrides,
  });
}

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'ann.lee@example.com',
    name: 'Ann',
    lastName: 'Lee',
    userType: 'ATTORNEY',
    companyId: 'c1',
    permission: 'OWNER',
    position: null,
    status: 'ACTIVE',
    enabled: true,
    verified: true,
    professionalProfileActive: false,
    passwordReset: false,
    changelogRead: true,
    phone: null,
    picture: null,
    specialtyId: null,
    licenseNumber: null,
    createdAt: '2026-10-01T00:00:00.000Z',
    lastLoginAt: null,
    ...overrides,
  };
}

export function testSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 's1',
    companyId: 'c1',
    planType: 'PRO',
    status: 'TRIALING',
    trialing: true,
    freeTrialUsed: true,
    trialEnd: null,
    subscriptionPeriodEnd: null,
    billingType: 'ANNUAL',
    lastUpdate: '2026-10-01T00:00:00.000Z',
    creditCard: null,
    paymentError: false,
    downgradeTo: null,
    customer: true,
    ...overrides,
  };
}

export function testAccount(
  company: Company,
  subscription: Subscription | null = testSubscription(),
  user: User = testUser(),
): AccountResponse {
  const {
    token: _t,
    refreshToken: _r,
    ...session
  } = testSession({
    companyStatus: company.status,
    companyType: company.type,
  });
  return { user, company, subscription, session };
}

/** A session of the company's owner (or `permission`) for a company of this type and status. */
export function ownerSession(
  type: CompanyType,
  status: CompanyStatus,
  permission: 'OWNER' | 'MEMBER' = 'OWNER',
) {
  return testSession({
    permissions: permission,
    companyType: type,
    companyStatus: status,
    company: { id: 'c1', name: 'Lee Law', type, status, subscriptionType: 'BASIC' },
  });
}
