/** Services over an in-memory store with a settable clock, for the core's unit tests. */
import type { Company, Database, UserRecord } from '@casebridge/domain';
import { newCompanyRecord } from '@casebridge/domain';
import { createMemoryStore } from '../store/index.ts';
import type { Services } from './types.ts';

export const TEST_SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret');

export function testUser(overrides: Partial<UserRecord> = {}): UserRecord {
  return {
    id: 'u1',
    email: 'owner@example.com',
    name: 'Olivia',
    lastName: 'Owner',
    userType: 'ATTORNEY',
    companyId: 'c1',
    permission: 'OWNER',
    position: null,
    status: 'ACTIVE',
    enabled: true,
    verified: true,
    professionalProfileActive: true,
    passwordReset: false,
    changelogRead: false,
    phone: null,
    picture: null,
    specialtyId: null,
    licenseNumber: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastLoginAt: null,
    passwordHash: 'x',
    ...overrides,
  };
}

export function testCompany(overrides: Partial<Company> = {}): Company {
  const base = newCompanyRecord(
    {
      name: 'Acme Law',
      type: 'ATTORNEY',
      status: 'VALIDATED',
      subscriptionType: 'PRO',
      email: 'office@acme.test',
    },
    '2026-01-01T00:00:00.000Z',
  );
  return { id: 'c1', ...base, ownerId: 'u1', ...overrides };
}

export function testServices(
  db: Partial<Database> = {},
): Services & { clock: { now(): Date; set(d: Date): void } } {
  let now = new Date('2026-11-01T12:00:00.000Z');
  return {
    store: createMemoryStore({ users: [testUser()], companies: [testCompany()], ...db }),
    clock: { now: () => now, set: (d: Date) => (now = d) },
    secret: TEST_SECRET,
    tokenTtlSeconds: 900,
    refreshTtlSeconds: 7 * 24 * 3600,
  };
}
