import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@casebridge/domain';
import { ApiError } from './errors.ts';
import {
  endSessionsOf,
  liveSession,
  liveSessionsOf,
  startSession,
  touchSession,
  TOUCH_INTERVAL_MS,
} from './sessions.ts';
import { testServices } from './testServices.ts';

const MINUTE = 60_000;

function ended(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a session_ended');
}

function later(services: ReturnType<typeof testServices>, ms: number) {
  services.clock.set(new Date(services.clock.now().getTime() + ms));
}

describe('session records', () => {
  it('fixes the limits at sign-in: 30 minutes idle and 12 hours for staff, whatever they ask', () => {
    const services = testServices();
    const staff = startSession(services, { id: 'u1', userType: 'SYSTEM_ADMIN' }, 'r1', {
      staySignedIn: true,
    });
    expect(staff.idleSeconds).toBe(30 * 60);
    expect(Date.parse(staff.expiresAt) - Date.parse(staff.createdAt)).toBe(12 * 3_600_000);
    const stay = startSession(services, { id: 'u1', userType: 'ATTORNEY' }, 'r2', { staySignedIn: true });
    expect(Date.parse(stay.expiresAt) - Date.parse(stay.createdAt)).toBe(14 * 24 * 3_600_000);
  });

  it('ends a session idle too long, with the idle message, and marks it so', () => {
    const services = testServices();
    const session = startSession(services, { id: 'u1', userType: 'USER' }, 'r1');
    later(services, 29 * MINUTE);
    touchSession(services, liveSession(services, 'u1', session.id));
    later(services, 29 * MINUTE);
    expect(liveSession(services, 'u1', session.id).id).toBe(session.id);
    later(services, 31 * MINUTE);
    const error = ended(() => liveSession(services, 'u1', session.id));
    expect([error.status, error.code, error.message]).toEqual([
      401,
      'session_ended',
      MESSAGES.sessionEndedIdle.replace('{duration}', '30 minutes'),
    ]);
    expect(services.store.collection('sessions').get(session.id)?.revokedReason).toBe('IDLE');
  });

  it('writes lastUsedAt at most once a minute, and checks idleness against the newer note', () => {
    const services = testServices();
    const session = startSession(services, { id: 'u1', userType: 'USER' }, 'r1');
    later(services, 10_000);
    touchSession(services, liveSession(services, 'u1', session.id));
    expect(services.store.collection('sessions').get(session.id)?.lastUsedAt).toBe(session.lastUsedAt);
    later(services, TOUCH_INTERVAL_MS);
    touchSession(services, liveSession(services, 'u1', session.id));
    expect(services.store.collection('sessions').get(session.id)?.lastUsedAt).toBe(
      services.clock.now().toISOString(),
    );
  });

  it("refuses another user's session and an unknown one", () => {
    const services = testServices();
    const session = startSession(services, { id: 'u1', userType: 'ATTORNEY' }, 'r1');
    expect(ended(() => liveSession(services, 'u2', session.id)).message).toBe(MESSAGES.sessionExpired);
    expect(ended(() => liveSession(services, 'u1', 'nope')).code).toBe('session_ended');
  });

  it('ends the other live sessions of a user and counts them', () => {
    const services = testServices();
    const kept = startSession(services, { id: 'u1', userType: 'ATTORNEY' }, 'r1');
    startSession(services, { id: 'u1', userType: 'ATTORNEY' }, 'r2');
    startSession(services, { id: 'u2', userType: 'ATTORNEY' }, 'r3');
    expect(endSessionsOf(services, 'u1', 'PASSWORD_CHANGED', kept.id)).toBe(1);
    expect(liveSessionsOf(services, 'u1').map((s) => s.id)).toEqual([kept.id]);
    expect(liveSessionsOf(services, 'u2')).toHaveLength(1);
  });
});
