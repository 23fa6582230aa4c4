import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { HttpError, testDataProvider } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Notification, NotificationAction } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import type { NotificationsDataProvider } from '@casebridge/domain/client';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import { NO_CONSOLE_SCREEN } from './NotificationPanel.tsx';

/** A PENDING_REVIEW notification about company `co-{n}` (its registry entry). */
const review = (n: number, action: NotificationAction = 'ADD', read = false): Notification => ({
  ...{ id: `n${n}`, read, section: 'PENDING_REVIEW', action, extra: `co-${n}` },
  ...{ message: `Company ${n} awaits review`, description: `Submitted by owner ${n}` },
  ...{ userId: 'u-staff', createAt: '2026-10-01T12:00:00.000Z', company: `co-${n}` },
  ...{ caseFolio: null, sender: null, receiver: null },
});

/** A data provider with `items` in pages of two (the unread filter keeps the unread) and an unread count. */
function provider(items: Notification[], count: number | Error = 0) {
  const methods: NotificationsDataProvider = {
    getUnreadNotificationCount: vi.fn(() =>
      count instanceof Error ? Promise.reject(count) : Promise.resolve({ count }),
    ),
    getNotifications: vi.fn(({ page, unread }) => {
      const kept = items.filter((item) => !unread || !item.read);
      const content = kept.slice(2 * page, 2 * page + 2);
      return Promise.resolve({
        content,
        page,
        size: 2,
        totalElements: kept.length,
        totalPages: Math.ceil(kept.length / 2),
      });
    }),
    markNotificationRead: vi.fn((id: string) =>
      Promise.resolve({ ...items.find((i) => i.id === id)!, read: true }),
    ),
    markNotificationUnread: vi.fn(() =>
      Promise.reject(new HttpError('Conflict', 409, { error: 'conflict', message: 'No' })),
    ),
  };
  return { ...testDataProvider(), ...methods };
}

const Where = () => <output aria-label="Location">{useLocation().pathname}</output>;

async function renderBell(dataProvider: ReturnType<typeof provider>, open = true, queryClient?: QueryClient) {
  const user = userEvent.setup();
  render(
    <TestAdmin dataProvider={dataProvider} queryClient={queryClient}>
      <NotificationBell />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </TestAdmin>,
  );
  await waitFor(() => expect(dataProvider.getUnreadNotificationCount).toHaveBeenCalled());
  if (!open) return { user, panel: within(document.body) };
  await user.click(screen.getByRole('button', { name: /^Notifications/ }));
  return { user, panel: within(await screen.findByRole('dialog', { name: 'Notifications' })) };
}

beforeEach(() => {
  session.set({
    ...{ token: 't', refreshToken: 'r', userType: 'SYSTEM_ADMIN', permissions: null, position: null },
    ...{ companyType: null, companyStatus: null, subscriptionType: null, company: null },
    ...{ userName: 'Dana Scully', userId: 'u-staff', userUsername: 'admin@casebridge.test' },
    ...{ email: 'admin@casebridge.test', passwordReset: false, changelogRead: true },
  });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the console notification bell', { timeout: 20_000 }, () => {
  it('shows the unread count capped at +99, and nothing when the count fails', async () => {
    await renderBell(provider([], 150), false);
    expect(await screen.findByRole('button', { name: 'Notifications, +99 unread' })).toBeTruthy();
    expect(screen.getByTestId('notification-badge').textContent).toContain('+99');
    cleanup();
    await renderBell(provider([], new Error('down')), false);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('lists the notifications a page at a time, with the unread filter and its empty state', async () => {
    const dataProvider = provider([review(1), review(2, 'ALERT_1', true), review(3, 'ALERT_2', true)]);
    const { user, panel } = await renderBell(dataProvider);
    expect(await panel.findByRole('link', { name: 'Unread: Company 1 awaits review' })).toBeTruthy();
    expect(panel.getByRole('link', { name: 'Company 2 awaits review' })).toBeTruthy();
    await user.click(panel.getByRole('button', { name: 'Load more' }));
    expect(await panel.findByText('Company 3 awaits review')).toBeTruthy();
    expect(panel.queryByRole('button', { name: 'Load more' })).toBeNull();
    await user.click(panel.getByRole('button', { name: 'Unread' }));
    expect(await panel.findByRole('list', { name: 'Unread notifications' })).toBeTruthy();
    await user.click(panel.getByRole('button', { name: 'Mark read: Company 1 awaits review' }));
    expect(await panel.findByRole('button', { name: 'Mark unread: Company 1 awaits review' })).toBeTruthy();
    expect(dataProvider.markNotificationRead).toHaveBeenCalledWith('n1');
    cleanup();
    const empty = await renderBell(provider([review(4, 'ADD', true)]));
    await user.click(empty.panel.getByRole('button', { name: 'Unread' }));
    expect(await empty.panel.findByText('No unread notifications')).toBeTruthy();
  });

  it('silently ignores a failed load: no message, a quiet retry', async () => {
    const dataProvider = provider([review(1)]);
    vi.mocked(dataProvider.getNotifications).mockRejectedValueOnce(new Error('boom'));
    const noRetries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { user, panel } = await renderBell(dataProvider, true, noRetries);
    await user.click(await panel.findByRole('button', { name: 'Retry' }));
    expect(await panel.findByText('Company 1 awaits review')).toBeTruthy();
    expect(screen.queryByText('boom')).toBeNull();
  });

  it('offers mark unread once read, and reverts a failed one to unread (SPEC.md 8)', async () => {
    const dataProvider = provider([review(1, 'ADD', true)], 3);
    const { user, panel } = await renderBell(dataProvider);
    expect(await panel.findByRole('button', { name: 'Mark unread: Company 1 awaits review' })).toBeTruthy();
    expect(panel.queryByRole('button', { name: /^Mark read/ })).toBeNull();
    await user.click(panel.getByRole('button', { name: 'Mark unread: Company 1 awaits review' }));
    await waitFor(() => expect(dataProvider.markNotificationUnread).toHaveBeenCalledWith('n1'));
    expect(await panel.findByRole('link', { name: 'Unread: Company 1 awaits review' })).toBeTruthy();
  });

  it("opens a PENDING_REVIEW notification's registry entry, marks it read and closes", async () => {
    const dataProvider = provider([review(7, 'ALERT_2')], 1);
    const { user, panel } = await renderBell(dataProvider);
    await user.click(await panel.findByRole('link', { name: 'Unread: Company 7 awaits review' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe('/registries/co-7/show'),
    );
    expect(dataProvider.markNotificationRead).toHaveBeenCalledWith('n7');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the list open on a notification without a console screen, and says so', async () => {
    const dataProvider = provider([{ ...review(8, 'ADD', true), section: 'TASK', action: 'ASSIGN' }]);
    const { user, panel } = await renderBell(dataProvider);
    await user.click(await panel.findByRole('button', { name: 'Company 8 awaits review' }));
    expect(await panel.findByText(NO_CONSOLE_SCREEN)).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Location', hidden: true }).textContent).toBe('/');
    expect(dataProvider.markNotificationRead).not.toHaveBeenCalled();
  });

  it('closes on Escape and gives the focus back to the bell', async () => {
    const { user, panel } = await renderBell(provider([review(1)]));
    await panel.findByText('Company 1 awaits review');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Notifications');
  });
});
