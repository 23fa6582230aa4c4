/**
 * Marking notifications read or unread (POST and DELETE /notifications/{id}/read), shared by the portal and the
 * console. Optimistic: every loaded list and the bell's counts change at once, and a failure settles the item by
 * SPEC.md 8 (readAfterFailedMark); the counts are read again either way.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { readAfterFailedMark } from '@casebridge/domain';
import type { Notification } from '@casebridge/domain';
import { notificationKeys } from './notificationQueries.ts';
import type { NotificationsDataProvider } from './notificationQueries.ts';
import type { NotificationPage, UnreadCountResponse } from './types.ts';

/** Sets the read state of notification `id` in every loaded list. */
function setRead(queryClient: QueryClient, id: string, read: boolean): void {
  queryClient.setQueriesData<InfiniteData<NotificationPage, number>>(
    { queryKey: notificationKeys.lists },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          content: page.content.map((item) => (item.id === id ? { ...item, read } : item)),
        })),
      },
  );
}

/** Moves the bell's counts by `delta` until they are read again. */
function shiftCount(queryClient: QueryClient, delta: number): void {
  queryClient.setQueriesData<UnreadCountResponse>(
    { queryKey: notificationKeys.unreadCounts },
    (data) => data && { count: Math.max(0, data.count + delta) },
  );
}

function useMarkNotification(dataProvider: NotificationsDataProvider, read: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      read ? dataProvider.markNotificationRead(id) : dataProvider.markNotificationUnread(id),
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.lists });
      setRead(queryClient, id, read);
      shiftCount(queryClient, read ? -1 : 1);
    },
    onSuccess: (notification: Notification) => setRead(queryClient, notification.id, notification.read),
    onError: (error: unknown, id: string) => setRead(queryClient, id, readAfterFailedMark(read, error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCounts }),
  });
}

/** POST /notifications/{id}/read; a failure puts it back to unread. */
export const useMarkNotificationRead = (dataProvider: NotificationsDataProvider) =>
  useMarkNotification(dataProvider, true);

/**
 * DELETE /notifications/{id}/read (offered only once read). SPEC.md 8: a failure with no_such_element leaves
 * it read; any other failure reverts to unread.
 */
export const useMarkNotificationUnread = (dataProvider: NotificationsDataProvider) =>
  useMarkNotification(dataProvider, false);

/**
 * What a notification list's items do: `markRead` (opening an unread one), `toggleRead` (its 'Mark read' or,
 * once read, 'Mark unread' button) and `busyId`, the notification whose mark is under way.
 */
export function useNotificationMarks(dataProvider: NotificationsDataProvider) {
  const markRead = useMarkNotificationRead(dataProvider);
  const markUnread = useMarkNotificationUnread(dataProvider);
  const busyId =
    (markRead.isPending && markRead.variables) || (markUnread.isPending && markUnread.variables) || null;
  return {
    busyId,
    markRead: (notification: Notification) => {
      if (!notification.read) markRead.mutate(notification.id);
    },
    toggleRead: (notification: Notification) =>
      (notification.read ? markUnread : markRead).mutate(notification.id),
  };
}
