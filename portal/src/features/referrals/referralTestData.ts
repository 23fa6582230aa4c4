/** Test data of the referral screens' tests: a provider's session and referral views. */
import type { Professional, ReferralView, SessionData } from '@casebridge/domain';
import { testSession } from '../../test/portalTestUtils.tsx';

/** The owner of a validated health-provider company (who opens /case-invites). */
export const providerSession = (overrides: Partial<SessionData> = {}): SessionData =>
  testSession({
    userType: 'HEALTH_PROVIDER',
    companyType: 'HEALTH_PROVIDER',
    userName: 'Rita Park',
    company: {
      id: 'hp1',
      name: 'Riverside Spine',
      type: 'HEALTH_PROVIDER',
      status: 'VALIDATED',
      subscriptionType: 'BASIC',
    },
    ...overrides,
  });

export const PROFESSIONALS: Professional[] = [
  { id: 'p1', name: 'Ana', lastName: 'Ruiz', credentials: 'DC' },
  { id: 'p2', name: 'Ben', lastName: 'Cole', credentials: 'PT' },
];

/** A pending invite as its receiver reads it (no claimant before it accepts). */
export function referralView(overrides: Partial<ReferralView> = {}): ReferralView {
  return {
    id: 'r1',
    caseId: 'ca1',
    folio: 'CB-2026-000001',
    caseType: 'AUTO_ACCIDENT',
    accidentDate: '2026-09-14',
    accidentCity: 'Austin',
    accidentState: 'TX',
    injurySummary: 'Lower back pain and whiplash after a rear-end collision on the highway.',
    firmId: 'c1',
    firmName: 'Lee Law',
    toCompanyId: 'hp1',
    toCompanyName: 'Riverside Spine',
    toCompanyType: 'HEALTH_PROVIDER',
    presentedByName: 'Ann Lee',
    message: 'Please see her this week.',
    treatmentNeeded: 'Chiropractic care',
    professionals: [],
    assigned: [],
    status: 'PENDING',
    presentedStatus: 'PENDING',
    rejectMotive: null,
    rejectReason: null,
    createdAt: '2026-10-30T10:00:00.000Z',
    expiresAt: '2026-11-06T10:00:00.000Z',
    answeredAt: null,
    answeredByName: null,
    resentAsId: null,
    claimant: null,
    canAnswer: true,
    canReject: true,
    rejectDeniedReason: null,
    canResend: false,
    ...overrides,
  };
}

/** The same invite once accepted: the claimant is shown. */
export const acceptedView = (overrides: Partial<ReferralView> = {}): ReferralView =>
  referralView({
    status: 'ACCEPTED',
    presentedStatus: 'ACCEPTED',
    answeredAt: '2026-10-31T09:00:00.000Z',
    answeredByName: 'Rita Park',
    expiresAt: null,
    claimant: { name: 'Maria Gomez', email: 'maria@mail.test', phone: '(512) 555-0101' },
    canAnswer: false,
    canReject: false,
    ...overrides,
  });
