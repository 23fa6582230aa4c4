import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import type { Notification } from '@casebridge/domain';
import { RENDER_TIMEOUT_MS } from '../../test/portalTestUtils.tsx';
import { notification, notificationsProvider, openPanel } from './notificationTestUtils.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** A promise the test settles, to see the optimistic state before the answer. */
function deferred() {
  let resolve!: (value: Notification) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<Notification>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const badge = (): string =>
  screen.getByTestId('notification-badge').querySelector('.MuiBadge-badge:not(.MuiBadge-invisible)')
    ?.textContent ?? '';

const notFound = () => new HttpError('Not found', 404, { error: 'no_such_element', message: 'Not found' });
const conflict = () =>
  new HttpError('Only a read notification can be marked unread.', 409, {
    error: 'conflict',
    message: 'Only a read notification can be marked unread.',
  });

describe('marking notifications read and unread', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('marks one read at once, the count too, and keeps it read when the server agrees', async () => {
    const unread = notification('n1');
    const dataProvider = notificationsProvider([unread], 5);
    const answer = deferred();
    vi.mocked(dataProvider.markNotificationRead).mockReturnValue(answer.promise);
    const { user, inPanel } = await openPanel(dataProvider);
    await waitFor(() => expect(badge()).toBe('5'));
    expect(inPanel.queryByRole('button', { name: /^Mark unread/ })).toBeNull();
    await user.click(await inPanel.findByRole('button', { name: 'Mark read: Message n1' }));
    expect(await inPanel.findByRole('button', { name: 'Mark unread: Message n1' })).toBeTruthy();
    expect(badge()).toBe('4');
    answer.resolve({ ...unread, read: true });
    await waitFor(() => expect(dataProvider.getUnreadNotificationCount).toHaveBeenCalledTimes(2));
    expect(inPanel.getByRole('button', { name: 'Mark unread: Message n1' })).toBeTruthy();
    expect(dataProvider.markNotificationRead).toHaveBeenCalledWith('n1');
  });

  it('puts a failed mark read back to unread and reads the count again', async () => {
    const dataProvider = notificationsProvider([notification('n1')], 5);
    const answer = deferred();
    vi.mocked(dataProvider.markNotificationRead).mockReturnValue(answer.promise);
    const { user, inPanel } = await openPanel(dataProvider);
    await user.click(await inPanel.findByRole('button', { name: 'Mark read: Message n1' }));
    await waitFor(() => expect(badge()).toBe('4'));
    answer.reject(new HttpError('An error has occurred. Please try again.', 500, null));
    expect(await inPanel.findByRole('button', { name: 'Mark read: Message n1' })).toBeTruthy();
    await waitFor(() => expect(badge()).toBe('5'));
  });

  it('leaves it read when mark unread fails with no_such_element', async () => {
    const dataProvider = notificationsProvider([notification('n1', { read: true })], 5);
    const answer = deferred();
    vi.mocked(dataProvider.markNotificationUnread).mockReturnValue(answer.promise);
    const { user, inPanel } = await openPanel(dataProvider);
    await user.click(await inPanel.findByRole('button', { name: 'Mark unread: Message n1' }));
    expect(await inPanel.findByRole('button', { name: 'Mark read: Message n1' })).toBeTruthy();
    await waitFor(() => expect(badge()).toBe('6'));
    answer.reject(notFound());
    expect(await inPanel.findByRole('button', { name: 'Mark unread: Message n1' })).toBeTruthy();
    await waitFor(() => expect(badge()).toBe('5'));
    expect(dataProvider.markNotificationUnread).toHaveBeenCalledWith('n1');
  });

  it('reverts to unread when mark unread fails with any other error, and reads the count again', async () => {
    const dataProvider = notificationsProvider([notification('n1', { read: true })], 5);
    vi.mocked(dataProvider.markNotificationUnread).mockRejectedValue(conflict());
    const { user, inPanel } = await openPanel(dataProvider);
    await waitFor(() => expect(badge()).toBe('5'));
    await user.click(await inPanel.findByRole('button', { name: 'Mark unread: Message n1' }));
    await waitFor(() => expect(dataProvider.getUnreadNotificationCount).toHaveBeenCalledTimes(2));
    expect(inPanel.getByRole('button', { name: 'Mark read: Message n1' })).toBeTruthy();
    expect(inPanel.getByRole('link', { name: 'Unread: Message n1' })).toBeTruthy();
  });
});
