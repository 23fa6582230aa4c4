import { describe, expect, it } from 'vitest';
import type { LegalCase, Referral } from '@casebridge/domain';
import { testServices, testUser } from '../../core/testServices.ts';
import { CASEBRIDGE_SENDER, notifyReferral } from './referralNotifications.ts';
import type { ReferralPair } from './referralNotifications.ts';

const legalCase = { id: 'ca-1', folio: 'CB-2026-000001' } as LegalCase;
const referral = { id: 'rf-1' } as Referral;

describe('notifyReferral', () => {
  it('records one notification per receiver (once each) with extra caseId:referralId, and its e-mail', () => {
    const services = testServices();
    const user = testUser();
    notifyReferral(services, legalCase, referral, [user, user], {
      pair: { section: 'REFERRAL', action: 'ACCEPT' },
      message: 'Case invite accepted',
      description: 'Riverside accepted case CB-2026-000001.',
      sender: CASEBRIDGE_SENDER,
      mail: { subject: 'Accepted', body: 'Riverside accepted.' },
    });
    const [notice, ...others] = services.store.collection('notifications').findBy('userId', user.id);
    expect(others).toEqual([]);
    expect(notice).toMatchObject({
      section: 'REFERRAL',
      action: 'ACCEPT',
      extra: 'ca-1:rf-1',
      caseFolio: 'CB-2026-000001',
      receiver: { id: user.id, name: 'Olivia Owner', type: 'ATTORNEY' },
      read: false,
    });
    expect(services.store.collection('outbox').findBy('to', user.email)).toHaveLength(1);
  });

  it('throws on a pair the notification target table does not know, writing nothing', () => {
    const services = testServices();
    const unknown = { section: 'REFERRAL', action: 'REQUEST_FILE' } as unknown as ReferralPair;
    expect(() =>
      notifyReferral(services, legalCase, referral, [testUser()], {
        pair: unknown,
        message: 'x',
        description: 'x',
        sender: CASEBRIDGE_SENDER,
      }),
    ).toThrow('REFERRAL:REQUEST_FILE is not in NOTIFICATION_TARGETS');
    expect(services.store.collection('notifications').size).toBe(0);
  });
});
