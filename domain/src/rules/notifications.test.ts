import { describe, expect, it } from 'vitest';
import { badgeLabel, isNoSuchElement, readAfterFailedMark } from './notifications.ts';

/** An error as react-admin's HttpError carries it: the answer's JSON body under `body`. */
const httpError = (error: string) => Object.assign(new Error(error), { body: { error, message: error } });

describe('notification rules', () => {
  it('badgeLabel caps at +99 and hides zero', () => {
    expect(badgeLabel(null)).toBeNull();
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('+99');
  });

  it('tells no_such_element from other failures by the API error code', () => {
    expect(isNoSuchElement(httpError('no_such_element'))).toBe(true);
    expect(isNoSuchElement(httpError('conflict'))).toBe(false);
    expect(isNoSuchElement(new Error('no_such_element'))).toBe(false);
    expect(isNoSuchElement(null)).toBe(false);
  });

  it('settles a failed mark by SPEC.md 8', () => {
    expect(readAfterFailedMark(true, httpError('internal_error'))).toBe(false);
    expect(readAfterFailedMark(true, httpError('no_such_element'))).toBe(false);
    expect(readAfterFailedMark(false, httpError('no_such_element'))).toBe(true);
    expect(readAfterFailedMark(false, httpError('conflict'))).toBe(false);
  });
});
