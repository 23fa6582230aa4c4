import { describe, expect, it } from 'vitest';
import { LIMITS } from '@casebridge/domain';
import { ApiError } from '../../core/errors.ts';
import { memoryThrottleStore } from '../../core/throttleStore.ts';
import { createSignInThrottle, slowdownMs } from './signInThrottle.ts';

const EMAIL = 'member@ridgeline-law.test';

function throttle() {
  const waits: number[] = [];
  const sleep = (ms: number) => {
    waits.push(ms);
    return Promise.resolve();
  };
  return { waits, throttle: createSignInThrottle(memoryThrottleStore(), sleep) };
}

const statusOf = (pending: Promise<void>) =>
  pending.then(
    () => 'ok',
    (error: unknown) => (error instanceof ApiError ? error.status : error),
  );

describe('slowdownMs', () => {
  it('waits nothing up to the threshold, then doubles from 250 ms up to the cap', () => {
    const after = LIMITS.signInSlowdownAfterFailures;
    expect([0, after].map(slowdownMs)).toEqual([0, 0]);
    expect([1, 2, 3, 4].map((n) => slowdownMs(after + n))).toEqual([250, 500, 1000, 2000]);
    expect(slowdownMs(after + 1000)).toBe(LIMITS.signInSlowdownMaxMs);
  });
});

describe('createSignInThrottle', () => {
  it('refuses a pair past its wrong tries, never the account from another address', async () => {
    const { throttle: t } = throttle();
    for (let i = 0; i < LIMITS.signInMaxFailuresPerPair; i++) await t.failed(EMAIL, '203.0.113.1');
    expect(await statusOf(t.check(EMAIL, '203.0.113.1'))).toBe(429);
    expect(await statusOf(t.check(EMAIL.toUpperCase(), '203.0.113.1'))).toBe(429);
    expect(await statusOf(t.check(EMAIL, '198.51.100.1'))).toBe('ok');
  });

  it('slows an account guessed at from many addresses, without refusing it', async () => {
    const { throttle: t, waits } = throttle();
    const failures = LIMITS.signInSlowdownAfterFailures + 3;
    for (let i = 0; i < failures; i++) await t.failed(EMAIL, `203.0.113.${i}`);
    expect(await statusOf(t.check(EMAIL, '198.51.100.1'))).toBe('ok');
    expect(waits).toEqual([slowdownMs(failures)]);
    expect(waits[0]).toBeGreaterThan(0);
  });

  it('clears the pair on success, not the address count', async () => {
    const { throttle: t } = throttle();
    for (let i = 0; i < LIMITS.signInMaxFailuresPerPair; i++) await t.failed(EMAIL, '203.0.113.1');
    await t.succeeded(EMAIL, '203.0.113.1');
    expect(await statusOf(t.check(EMAIL, '203.0.113.1'))).toBe('ok');
  });

  it('refuses an address past its wrong tries across accounts', async () => {
    const { throttle: t } = throttle();
    for (let i = 0; i < LIMITS.signInMaxFailuresPerAddress; i++) await t.failed(`a${i}@x.test`, '192.0.2.9');
    expect(await statusOf(t.check(EMAIL, '192.0.2.9'))).toBe(429);
    expect(await statusOf(t.check(EMAIL, '192.0.2.10'))).toBe('ok');
  });
});
