import { describe, expect, it } from 'vitest';
import { testCompany, testUser } from '../core/testServices.ts';
import { sessionOf } from '@casebridge/domain';
import { toPublicUser } from './serialize.ts';

describe('toPublicUser', () => {
  it('drops the password hash and keeps everything else', () => {
    const record = testUser({ passwordHash: '$2b$10$secret' });
    const user = toPublicUser(record);
    expect(user).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(user)).not.toContain('secret');
    expect({ ...user, passwordHash: record.passwordHash }).toEqual(record);
  });
});

describe('sessionOf', () => {
  it('builds the client session fields from the user and the company', () => {
    const session = sessionOf(toPublicUser(testUser()), testCompany({ status: 'PENDING_REVIEW' }));
    expect(session).toEqual({
      userType: 'ATTORNEY',
      permissions: 'OWNER',
      position: null,
      companyType: 'ATTORNEY',
      companyStatus: 'PENDING_REVIEW',
      subscriptionType: 'PRO',
      userName: 'Olivia Owner',
      userId: 'u1',
      userUsername: 'owner@example.com',
      passwordReset: false,
      changelogRead: false,
      email: 'owner@example.com',
      company: {
        id: 'c1',
        name: 'Acme Law',
        type: 'ATTORNEY',
        status: 'PENDING_REVIEW',
        subscriptionType: 'PRO',
      },
    });
    expect(sessionOf(toPublicUser(testUser({ companyId: null })), null).company).toBeNull();
  });
});
