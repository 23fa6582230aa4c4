import { describe, expect, it } from 'vitest';
import { maySeeNegotiationSignals, trustSignalsFor } from './trustSignalAudience.ts';
import { providerTrustSignals } from './trustSignals.ts';

const signals = providerTrustSignals({ invites: [], reductions: [] });

describe('the negotiation signals of a profile', () => {
  it('are for signed-in users of a VALIDATED company and for staff', () => {
    expect(maySeeNegotiationSignals({ userType: 'ATTORNEY', companyStatus: 'VALIDATED' })).toBe(true);
    expect(maySeeNegotiationSignals({ userType: 'SYSTEM_ADMIN', companyStatus: null })).toBe(true);
    expect(maySeeNegotiationSignals({ userType: 'USER', companyStatus: null })).toBe(true);
  });

  it('are not for anyone else', () => {
    expect(maySeeNegotiationSignals(null)).toBe(false);
    for (const companyStatus of ['INCOMPLETE', 'PENDING_REVIEW', 'INFO_REQUIRED', null] as const)
      expect(maySeeNegotiationSignals({ userType: 'ATTORNEY', companyStatus })).toBe(false);
    expect(maySeeNegotiationSignals({ userType: 'CLAIMANT', companyStatus: null })).toBe(false);
  });

  it('are left out of the signals, the others kept in order', () => {
    expect(trustSignalsFor(signals, null).map((s) => s.key)).toEqual(['casesWorked', 'inviteResponseHours']);
    const validated = { userType: 'HEALTH_PROVIDER', companyStatus: 'VALIDATED' } as const;
    expect(trustSignalsFor(signals, validated)).toEqual(signals);
  });
});
