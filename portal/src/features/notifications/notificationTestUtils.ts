/** Test data of the notification panel's tests: notifications, a paged fake GET /notifications, the panel. */
import { expect, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';
import { SESSIONS, fakeDataProvider, renderPortal } from '../../test/portalTestUtils.tsx';

export const PAGE_SIZE = 2;

export function notification(id: string, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    userId: 'u1',
    read: false,
    message: `Message ${id}`,
    description: `Description ${id}`,
    createAt: '2026-10-01T12:00:00.000Z',
    section: 'CASE',
    action: 'UPDATE_CASE_STATUS',
    extra: `case-${id}`,
    caseFolio: `F-${id}`,
    sender: null,
    receiver: null,
    company: 'c1',
    ...overrides,
  };
}

/** A data provider whose GET /notifications pages `items` (PAGE_SIZE a page; `unread` keeps the unread). */
export function notificationsProvider(items: Notification[], unreadCount = 0): CaseBridgeDataProvider {
  const dataProvider = fakeDataProvider(unreadCount);
  vi.mocked(dataProvider.getNotifications).mockImplementation(({ page, unread }) => {
    const matching = unread ? items.filter((item) => !item.read) : items;
    return Promise.resolve({
      content: matching.slice(page * PAGE_SIZE, page * PAGE_SIZE + PAGE_SIZE),
      page,
      size: PAGE_SIZE,
      totalElements: matching.length,
      totalPages: Math.ceil(matching.length / PAGE_SIZE),
    });
  });
  return dataProvider;
}

/** Signs in the attorney owner, renders the portal and opens the panel from the bell. */
export async function openPanel(dataProvider: CaseBridgeDataProvider, path = '/directory') {
  session.set(SESSIONS.attorneyOwnerBasic());
  const user = userEvent.setup();
  const view = renderPortal(path, { dataProvider });
  await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  return { ...view, user, panel, inPanel: within(panel) };
}

/** Waits until GET /notifications was asked for `page` (0-based) of the `unread` list. */
export async function expectPageRead(dataProvider: CaseBridgeDataProvider, page: number, unread = false) {
  await waitFor(() => expect(dataProvider.getNotifications).toHaveBeenCalledWith({ page, unread }));
}
