import { providerTrustSignals } from '@casebridge/domain';
import type { DirectoryHit, DirectoryPage, DirectoryProfile } from '@casebridge/domain';

export function hit(n: number, overrides: Partial<DirectoryHit> = {}): DirectoryHit {
  return {
    id: `a${n}`,
    companyId: `c${n}`,
    userId: `u${n}`,
    companyType: 'HEALTH_PROVIDER',
    name: `Provider ${n}`,
    professionalName: null,
    picture: null,
    specialties: ['Chiropractor'],
    facilityType: null,
    keywords: '',
    address: `${n} Main St`,
    suite: null,
    city: 'Chicago',
    state: 'IL',
    zipCode: '60601',
    latitude: 41.88 + n / 100,
    longitude: -87.63,
    premium: n === 1,
    distance: n * 1.25,
    ...overrides,
  };
}

export function searchPage(total: number, page = 0, overrides: Partial<DirectoryPage> = {}): DirectoryPage {
  const count = Math.max(0, Math.min(10, total - page * 10));
  return {
    data: Array.from({ length: count }, (_, i) => hit(page * 10 + i + 1)),
    total,
    page,
    size: 10,
    center: { latitude: 41.8837, longitude: -87.6319, label: 'Chicago, IL', isDefault: true },
    radius: 50,
    ...overrides,
  };
}

export const PROFILE: DirectoryProfile = {
  id: 'c1',
  type: 'HEALTH_PROVIDER',
  name: 'Riverside Spine & Rehab',
  picture: null,
  specialties: ['Chiropractor', 'Neurologist'],
  facilityType: null,
  mission: 'Getting injured people back on their feet.',
  website: 'https://www.riverside-spine.test',
  phoneNumber: '3125550142',
  keywords: 'spine, whiplash',
  ownerId: 'u1',
  professional: null,
  professionals: [{ id: 'l1', name: 'Ana Lopez', specialty: 'Chiropractor' }],
  addresses: [
    { ...hit(1), professionalName: 'Ana Lopez' },
    { ...hit(2, { city: 'Naperville' }), professionalName: null },
  ].map(({ id, address, suite, city, state, zipCode, latitude, longitude, premium, professionalName }) => ({
    id,
    address,
    suite,
    city,
    state,
    zipCode,
    latitude,
    longitude,
    premium,
    professionalName,
  })),
  // Computed by the domain's rule: cases and response time shown, the reductions below the minimum sample.
  trustSignals: providerTrustSignals({
    invites: ['a', 'b', 'c', 'd', 'e', 'f'].map((caseId, i) => ({
      caseId,
      sentAt: '2026-10-01T08:00:00.000Z',
      answeredAt: `2026-10-01T${String(10 + i).padStart(2, '0')}:00:00.000Z`,
      accepted: true,
    })),
    reductions: [{ balanceCents: 10_000, acceptedAmountCents: 8000 }],
  }),
};
