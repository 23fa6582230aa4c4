/**
 * The notification panel's server calls (SPEC.md 2.3, 7 "Notifications", 8): one react-query hook per data
 * provider method. Marking read or unread is optimistic: every loaded list and the bell's count change at
 * once, and a failure settles the item by section 8's rules.
 */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { API_ERROR_CODES, isApiErrorBody } from '@casebridge/domain';
import type { Notification } from '@casebridge/domain';
import { useSession } from '@casebridge/domain/client';
import type { NotificationPage, UnreadCountResponse } from '@casebridge/domain/client';
import { useCaseBridgeDataProvider } from '../../shared/api.ts';

export const notificationKeys = {
  /** Every loaded list (both filters): what a mark read or unread changes. */
  lists: ['notifications', 'list'] as const,
  list: (userId: string | null, unread: boolean) => ['notifications', 'list', userId, unread] as const,
  /** The bell's counts, one per page visited (shared/api.ts sharedKeys.unreadCount(pathname)). */
  unreadCounts: ['notifications', 'unreadCount'] as const,
};

type Pages = InfiniteData<NotificationPage, number>;

/** GET /notifications?page&unread, newest first, one 0-based page at a time. */
export function useNotifications(unread: boolean) {
  const dataProvider = useCaseBridgeDataProvider();
  const userId = useSession()?.userId ?? null;
  return useInfiniteQuery({
    queryKey: notificationKeys.list(userId, unread),
    queryFn: ({ pageParam }) => dataProvider.getNotifications({ page: pageParam, unread }),
    initialPageParam: 0,
    getNextPageParam: (last: NotificationPage) =>
      last.page + 1 < last.totalPages ? last.page + 1 : undefined,
    enabled: userId !== null,
  });
}

/** Sets the read state of notification `id` in every loaded list. */
function setRead(queryClient: QueryClient, id: string, read: boolean): void {
  queryClient.setQueriesData<Pages>({ queryKey: notificationKeys.lists }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            content: page.content.map((item) => (item.id === id ? { ...item, read } : item)),
          })),
        }
      : data,
  );
}

/** Moves the bell's counts by `delta` until they are read again. */
function shiftCount(queryClient: QueryClient, delta: number): void {
  queryClient.setQueriesData<UnreadCountResponse>({ queryKey: notificationKeys.unreadCounts }, (data) =>
    data ? { count: Math.max(0, data.count + delta) } : data,
  );
}

/** The API's 404 code (`{ error: 'no_such_element' }` in the HttpError's body). */
export function isNoSuchElement(error: unknown): boolean {
  const body = (error as { body?: unknown } | null)?.body;
  return isApiErrorBody(body) && body.error === API_ERROR_CODES.noSuchElement;
}

function useOptimisticRead(read: boolean, onFailure: (error: unknown, id: string) => boolean) {
  const queryClient = useQueryClient();
  return {
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.lists });
      setRead(queryClient, id, read);
      shiftCount(queryClient, read ? -1 : 1);
    },
    onSuccess: (notification: Notification) => setRead(queryClient, notification.id, notification.read),
    onError: (error: unknown, id: string) => setRead(queryClient, id, onFailure(error, id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCounts }),
  };
}

/** POST /notifications/{id}/read; a failure puts it back to unread. */
export function useMarkNotificationRead() {
  const dataProvider = useCaseBridgeDataProvider();
  return useMutation({
    mutationFn: (id: string) => dataProvider.markNotificationRead(id),
    ...useOptimisticRead(true, () => false),
  });
}

/**
 * DELETE /notifications/{id}/read (offered only once read). SPEC.md 8: a failure with no_such_element leaves
 * it read; any other failure reverts to unread.
 */
export function useMarkNotificationUnread() {
  const dataProvider = useCaseBridgeDataProvider();
  return useMutation({
    mutationFn: (id: string) => dataProvider.markNotificationUnread(id),
    ...useOptimisticRead(false, (error) => isNoSuchElement(error)),
  });
}
