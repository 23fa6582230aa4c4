import { describe, expect, it } from 'vitest';
import { durationText } from './durationText.ts';

describe('durationText', () => {
  it('names the largest exact unit', () => {
    expect(durationText(30)).toBe('30 minutes');
    expect(durationText(1)).toBe('1 minute');
    expect(durationText(60)).toBe('1 hour');
    expect(durationText(120)).toBe('2 hours');
    expect(durationText(90)).toBe('90 minutes');
    expect(durationText(7 * 24 * 60)).toBe('7 days');
    expect(durationText(36 * 60)).toBe('36 hours');
  });
});
