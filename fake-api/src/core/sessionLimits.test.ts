import { describe, expect, it } from 'vitest';
import { SESSION_LIMITS } from '@casebridge/domain';
import { DEFAULT_SESSION_LIMITS, sessionLimitFor, sessionLimitsFromEnv } from './sessionLimits.ts';

describe('session limits', () => {
  it('gives staff the internal limits, external users theirs or the stay-signed-in ones', () => {
    const limits = DEFAULT_SESSION_LIMITS;
    expect(sessionLimitFor(limits, 'SUPER_USER', true)).toEqual(SESSION_LIMITS.internal);
    expect(sessionLimitFor(limits, 'ATTORNEY', false)).toEqual(SESSION_LIMITS.external);
    expect(sessionLimitFor(limits, 'CLAIMANT', true)).toEqual(SESSION_LIMITS.externalStaySignedIn);
    expect(sessionLimitFor(limits, null, false)).toEqual(SESSION_LIMITS.external);
  });

  it('reads the settings from the environment, the defaults elsewhere, and refuses bad values', () => {
    expect(sessionLimitsFromEnv({})).toEqual(DEFAULT_SESSION_LIMITS);
    const set = sessionLimitsFromEnv({
      SESSION_IDLE_MINUTES_INTERNAL: '15',
      SESSION_LIFETIME_HOURS_STAY: '48',
    });
    expect(set.internal).toEqual({ idleMinutes: 15, lifetimeHours: SESSION_LIMITS.internal.lifetimeHours });
    expect(set.externalStaySignedIn.lifetimeHours).toBe(48);
    for (const bad of ['0', '-1', '1.5', 'soon', '999999999'])
      expect(() => sessionLimitsFromEnv({ SESSION_IDLE_MINUTES_EXTERNAL: bad })).toThrow(
        /SESSION_IDLE_MINUTES_EXTERNAL/,
      );
  });
});
