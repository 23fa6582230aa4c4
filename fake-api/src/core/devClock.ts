/**
 * The development clock (DEV_CLOCK=1, config.ts): the server's time is a base clock (the system's) plus an
 * offset that can only move forward, so a demo or a browser test can let a week pass (reminders, expiry)
 * without waiting. Everything that reads services.clock sees the moved time: sessions age with it too.
 */
import type { Clock } from './types.ts';

export interface DevClock extends Clock {
  /** How far the clock was moved ahead of its base, in milliseconds. */
  readonly offsetMs: number;
  /** Moves the clock forward by `ms` (never back). */
  advance(ms: number): void;
}

export function createDevClock(base: Clock): DevClock {
  let offsetMs = 0;
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    get offsetMs() {
      return offsetMs;
    },
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error('the development clock only moves forward');
      offsetMs += ms;
    },
  };
}
