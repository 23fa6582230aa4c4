import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { session } from '@casebridge/domain/client';
import { RENDER_TIMEOUT_MS, SESSIONS, fakeDataProvider, renderPortal } from '../../test/portalTestUtils.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

async function renderBell(unread: number | Error): Promise<void> {
  session.set(SESSIONS.attorneyOwnerBasic());
  const dataProvider = fakeDataProvider(unread);
  renderPortal('/directory', { dataProvider });
  await waitFor(() => expect(dataProvider.getUnreadNotificationCount).toHaveBeenCalled());
}

const visibleBadge = (): string =>
  screen.getByTestId('notification-badge').querySelector('.MuiBadge-badge:not(.MuiBadge-invisible)')
    ?.textContent ?? '';

describe('notification bell', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('shows +99 above 99', async () => {
    await renderBell(150);
    await waitFor(() => expect(visibleBadge()).toBe('+99'));
    expect(screen.getByRole('button', { name: 'Notifications, +99 unread' })).toBeTruthy();
  });

  it('shows the count up to 99', async () => {
    await renderBell(99);
    await waitFor(() => expect(visibleBadge()).toBe('99'));
  });

  it('silently ignores a failed count', async () => {
    await renderBell(new Error('boom'));
    expect(visibleBadge()).toBe('');
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  });
});
