import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { Actor } from '@casebridge/domain';
import { TestAdmin, signedIn } from '../test/TestAdmin.tsx';
import { AppBar, userMenuLabel } from './AppBar.tsx';

/** A desktop-wide window: react-admin shows the user's name on the user menu button from 'sm' up. */
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const superUser: Actor = {
  userType: 'SUPER_USER',
  permission: null,
  position: null,
  companyType: null,
  companyStatus: null,
  subscriptionType: null,
};

describe('AppBar', () => {
  it("names the user menu button with the user's name it shows", { timeout: 20_000 }, async () => {
    render(
      <TestAdmin authProvider={signedIn(superUser, 'Dana Scully')}>
        <AppBar />
      </TestAdmin>,
    );
    const button = await screen.findByRole(
      'button',
      { name: 'User menu of Dana Scully' },
      { timeout: 10_000 },
    );
    expect(button.textContent).toContain('Dana Scully');
    expect(screen.queryByRole('button', { name: 'Profile' })).toBeNull();
  });

  it('has a plain name while the identity is unknown', () => {
    expect(userMenuLabel(undefined)).toBe('User menu');
  });
});
