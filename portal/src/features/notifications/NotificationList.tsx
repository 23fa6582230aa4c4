import { Box, Button, List, Skeleton, Typography } from '@mui/material';
import { notificationTarget } from '@casebridge/domain';
import type { Notification, NotificationAudience } from '@casebridge/domain';
import { useNotifications } from './api.ts';
import { NotificationItem } from './NotificationItem.tsx';
import { usePortalText } from '../../shared/i18n/usePortalText.ts';

export interface NotificationListProps {
  unread: boolean;
  audience: NotificationAudience | null;
  busyId: string | null;
  onOpen: (notification: Notification, target: string | null) => void;
  onToggleRead: (notification: Notification) => void;
}

const LoadingRows = () => {
  const { t } = usePortalText();
  return (
    <Box role="status" aria-label={t('notifications.loading')} sx={{ px: 2, py: 1 }}>
      {[0, 1, 2].map((row) => (
        <Box key={row} sx={{ py: 1 }}>
          <Skeleton width="60%" />
          <Skeleton />
          <Skeleton width="30%" />
        </Box>
      ))}
    </Box>
  );
};

/**
 * The notifications, newest first, a page at a time: the next page loads when the end of the list scrolls
 * into view (or with 'Load more'). Loading errors are silently ignored (SPEC.md 8): only a quiet Retry.
 */
export const NotificationList = ({ unread, audience, ...itemProps }: NotificationListProps) => {
  const { query, items, pageCount, loadMore, sentinel } = useNotifications(unread);
  const { hasNextPage, isFetchingNextPage } = query;
  const { t } = usePortalText();

  if (query.isPending) return <LoadingRows />;
  if (!items) {
    return (
      <Box sx={{ px: 2, py: 1 }}>
        <Button size="small" onClick={() => void query.refetch()} aria-label={t('notifications.retryLabel')}>
          {t('notifications.retry')}
        </Button>
      </Box>
    );
  }
  if (items.length === 0) {
    return (
      <Typography sx={{ px: 2, py: 3 }} color="text.secondary">
        {unread ? t('notifications.noneUnread') : t('notifications.none')}
      </Typography>
    );
  }
  return (
    <>
      <List disablePadding aria-label={unread ? t('notifications.listUnread') : t('notifications.listAll')}>
        {items.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            target={audience ? notificationTarget(notification, audience) : null}
            busy={itemProps.busyId === notification.id}
            onOpen={itemProps.onOpen}
            onToggleRead={itemProps.onToggleRead}
          />
        ))}
      </List>
      {isFetchingNextPage && <LoadingRows />}
      {hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
          {/* A new sentinel per loaded page: an end still in view after a short page loads the next one too. */}
          <Box key={pageCount} ref={sentinel} aria-hidden sx={{ width: '1px', height: '1px' }} />
          <Button size="small" onClick={loadMore}>
            {t('notifications.loadMore')}
          </Button>
        </Box>
      )}
    </>
  );
};
