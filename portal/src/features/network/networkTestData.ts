import type { IntroCount, IntroView, NetworkContact, RewardCount } from '@casebridge/domain';

export const contact = (overrides: Partial<NetworkContact> = {}): NetworkContact => ({
  id: 'k2',
  name: 'Riverside Spine & Rehab',
  type: 'HEALTH_PROVIDER',
  city: 'Austin',
  state: 'TX',
  keywords: 'spine',
  userId: 'u9',
  addressId: 'a9',
  relations: ['CASE', 'INTRO_SENT'],
  lastAt: '2026-10-20T12:00:00.000Z',
  ...overrides,
});

export const introCount = (count: number): IntroCount => ({
  count,
  limit: 15,
  remaining: Math.max(0, 15 - count),
});

export const intro = (overrides: Partial<IntroView> = {}): IntroView => ({
  id: 'i1',
  direction: 'SENT',
  senderId: 'u1',
  senderName: 'Ann Lee',
  senderCompanyId: 'c1',
  senderCompanyName: 'Lee Law',
  receiver: 'k2',
  receiverName: 'Riverside Spine & Rehab',
  onBehalfOf: null,
  onBehalfOfName: null,
  introduction: 'Hello from Lee Law.',
  file: null,
  createdAt: '2026-11-01T12:00:00.000Z',
  ...overrides,
});

export const rewards = (count: number): RewardCount => ({
  count,
  goal: 10,
  label: count < 10 ? `${count}/10` : null,
});
