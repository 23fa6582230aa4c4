/**
 * The notification panel's reads (SPEC.md 2.3, 7 "Notifications", 8), shared by the portal and the console:
 * each hook takes the app's data provider. Loading errors are silently ignored (the caller shows at most a quiet
 * retry).
 */
import { useCallback } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CaseBridgeDataProvider } from './dataProvider.ts';
import type { NotificationPage } from './types.ts';
import { useBottomSentinel } from './useBottomSentinel.ts';
import { useSession } from './useSession.ts';

/** The data provider methods the notification hooks call. */
export type NotificationsDataProvider = Pick<
  CaseBridgeDataProvider,
  'getUnreadNotificationCount' | 'getNotifications' | 'markNotificationRead' | 'markNotificationUnread'
>;

export const notificationKeys = {
  /** Every loaded list (both filters): what a mark read or unread changes. */
  lists: ['notifications', 'list'] as const,
  list: (userId: string | null, unread: boolean) => ['notifications', 'list', userId, unread] as const,
  /** Every bell count (one per page visited): what a mark read or unread moves. */
  unreadCounts: ['notifications', 'unreadCount'] as const,
  unreadCount: (pathname: string) => ['notifications', 'unreadCount', pathname] as const,
};

/**
 * The unread notification count (GET /notifications/count/unread), read again on every page change (the
 * pathname is part of the key); the previous count stays shown meanwhile. A failed read leaves it undefined.
 */
export function useUnreadNotificationCount(
  dataProvider: NotificationsDataProvider,
  pathname: string,
): number | undefined {
  const { data } = useQuery({
    queryKey: notificationKeys.unreadCount(pathname),
    queryFn: () => dataProvider.getUnreadNotificationCount(),
    placeholderData: keepPreviousData,
    gcTime: 0,
  });
  return data?.count;
}

/** GET /notifications?page&unread of the signed-in user, newest first, one 0-based page at a time. */
export function useNotifications(dataProvider: NotificationsDataProvider, unread: boolean) {
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

/**
 * useNotifications with what a scrolled list needs: the loaded notifications in order (undefined until the
 * first page came), `loadMore` for a 'Load more' button, and `sentinel`, a ref for an element at the list's
 * end that loads the next page when it scrolls into view (give it `key={pageCount}`: a new sentinel per loaded
 * page, so an end still in view after a short page loads the next one too).
 */
export function useNotificationFeed(dataProvider: NotificationsDataProvider, unread: boolean) {
  const query = useNotifications(dataProvider, unread);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  // Kept callable while a page loads, so a keyboard user's focus can stay on 'Load more'.
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);
  const sentinel = useBottomSentinel(loadMore, hasNextPage && !isFetchingNextPage && !isFetchNextPageError);
  const items = query.data?.pages.flatMap((page) => page.content);
  return { query, items, pageCount: query.data?.pages.length ?? 0, loadMore, sentinel };
}
