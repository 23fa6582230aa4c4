import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@casebridge/domain';
import { RENDER_TIMEOUT_MS } from '../../test/portalTestUtils.tsx';
import { NO_SCREEN_MESSAGE } from './NotificationPanel.tsx';
import { expectPageRead, notification, notificationsProvider, openPanel } from './notificationTestUtils.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** An IntersectionObserver that sees every observed element in view at once (the list's end scrolled to). */
class SeenAtOnce {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    queueMicrotask(() => this.callback([{ isIntersecting: true }]));
  }
  disconnect() {}
}

/** The text of the elements an element's aria-describedby names. */
const accessibleDescription = (element: HTMLElement): string =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

const five = ['n1', 'n2', 'n3', 'n4', 'n5'].map((id) => notification(id, { read: id === 'n2' }));

describe('notification panel', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('lists the first page with message, description, folio and day, in a labelled dialog', async () => {
    const dataProvider = notificationsProvider(five);
    const { inPanel } = await openPanel(dataProvider);
    const first = await inPanel.findByRole('link', { name: 'Unread: Message n1' });
    expect(accessibleDescription(first)).toBe('Description n1 Case F-n1 · Oct 01, 2026');
    expect(inPanel.getByRole('link', { name: 'Message n2' })).toBeTruthy();
    expect(inPanel.queryByText('Message n3')).toBeNull();
    expect(dataProvider.getNotifications).toHaveBeenCalledTimes(1);
  });

  it('loads the next pages with Load more, until the last', async () => {
    const dataProvider = notificationsProvider(five);
    const { user, inPanel } = await openPanel(dataProvider);
    await user.click(await inPanel.findByRole('button', { name: 'Load more' }));
    await expectPageRead(dataProvider, 1);
    expect(await inPanel.findByText('Message n4')).toBeTruthy();
    await user.click(inPanel.getByRole('button', { name: 'Load more' }));
    expect(await inPanel.findByText('Message n5')).toBeTruthy();
    expect(inPanel.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    vi.stubGlobal('IntersectionObserver', SeenAtOnce);
    const dataProvider = notificationsProvider(five);
    const { inPanel } = await openPanel(dataProvider);
    expect(await inPanel.findByText('Message n5')).toBeTruthy();
    await expectPageRead(dataProvider, 2);
    expect(dataProvider.getNotifications).toHaveBeenCalledTimes(3);
  });

  it('filters unread, with the empty states of both filters', async () => {
    const dataProvider = notificationsProvider([notification('n1', { read: true })]);
    const { user, inPanel } = await openPanel(dataProvider);
    expect(await inPanel.findByText('Message n1')).toBeTruthy();
    await user.click(inPanel.getByRole('button', { name: 'Unread' }));
    await expectPageRead(dataProvider, 0, true);
    expect(await inPanel.findByText('No unread notifications')).toBeTruthy();
    expect(inPanel.getByRole('button', { name: 'Unread' }).getAttribute('aria-pressed')).toBe('true');

    cleanup();
    const empty = await openPanel(notificationsProvider([]));
    expect(await empty.inPanel.findByText('No notifications')).toBeTruthy();
  });

  it('silently ignores a failed load, with a quiet retry', async () => {
    const dataProvider = notificationsProvider(five);
    vi.mocked(dataProvider.getNotifications).mockRejectedValueOnce(new Error('boom'));
    const { user, inPanel } = await openPanel(dataProvider);
    await user.click(await inPanel.findByRole('button', { name: 'Retry loading notifications' }));
    expect(await inPanel.findByText('Message n1')).toBeTruthy();
    expect(screen.queryByText(MESSAGES.genericError)).toBeNull();
    expect(screen.queryByText('boom')).toBeNull();
  });

  it('opens the target screen of a notification, marks it read and closes', async () => {
    const dataProvider = notificationsProvider(five);
    vi.mocked(dataProvider.markNotificationRead).mockResolvedValue({ ...five[0]!, read: true });
    const { user, inPanel, location } = await openPanel(dataProvider);
    const link = await inPanel.findByRole('link', { name: /Message n1$/ });
    expect(link.getAttribute('href')).toBe('/cases/case-n1');
    await user.click(link);
    await waitFor(() => expect(location()).toBe('/cases/case-n1'));
    expect(dataProvider.markNotificationRead).toHaveBeenCalledWith('n1');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
  });

  it('keeps the list open on a notification with no screen, and says so', async () => {
    const unknown = notification('n9', { read: true, section: 'CASE', action: 'JOINED' });
    const dataProvider = notificationsProvider([unknown]);
    const { user, inPanel, location } = await openPanel(dataProvider);
    await user.click(await inPanel.findByRole('button', { name: 'Message n9' }));
    expect(await inPanel.findByText(NO_SCREEN_MESSAGE)).toBeTruthy();
    expect(location()).toBe('/directory');
    expect(inPanel.getByText('Message n9')).toBeTruthy();
    expect(dataProvider.markNotificationRead).not.toHaveBeenCalled();
  });

  it('closes on Escape and gives the focus back to the bell', async () => {
    const { user, inPanel } = await openPanel(notificationsProvider(five));
    await inPanel.findByText('Message n1');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Notifications/);
  });
});
