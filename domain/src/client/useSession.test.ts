import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from './session.ts';
import { testSession } from './testHelpers.ts';
import { useSession } from './useSession.ts';

beforeEach(() => localStorage.clear());

describe('useSession', () => {
  it('follows sign-in, updates and sign-out', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();
    act(() => session.set(testSession()));
    expect(result.current?.userName).toBe('Ann Lee');
    act(() => {
      session.update({ changelogRead: false });
    });
    expect(result.current?.changelogRead).toBe(false);
    act(() => session.clear());
    expect(result.current).toBeNull();
  });
});
