import { describe, expect, it } from 'vitest';
import { createDevClock } from './devClock.ts';

describe('createDevClock', () => {
  it('answers the base time plus the offset, which only moves forward', () => {
    let base = Date.parse('2026-11-01T12:00:00.000Z');
    const clock = createDevClock({ now: () => new Date(base) });
    expect(clock.now().toISOString()).toBe('2026-11-01T12:00:00.000Z');
    clock.advance(2 * 86_400_000);
    expect(clock.offsetMs).toBe(2 * 86_400_000);
    expect(clock.now().toISOString()).toBe('2026-11-03T12:00:00.000Z');
    base += 60_000;
    expect(clock.now().toISOString()).toBe('2026-11-03T12:01:00.000Z');
    expect(() => clock.advance(-1)).toThrow(/forward/);
    expect(() => clock.advance(Number.NaN)).toThrow(/forward/);
    expect(clock.offsetMs).toBe(2 * 86_400_000);
  });
});
