import { Box, Button, LinearProgress, List, Typography } from '@mui/material';
import { useNotificationFeed } from '@casebridge/domain/client';
import type { NotificationsDataProvider, useNotificationMarks } from '@casebridge/domain/client';
import type { Notification } from '@casebridge/domain';
import { consoleNotificationPath } from './consoleTarget.ts';
import { NotificationRow } from './NotificationRow.tsx';

type NotificationMarks = ReturnType<typeof useNotificationMarks>;

interface NotificationFeedProps {
  dataProvider: NotificationsDataProvider;
  unread: boolean;
  /** Marking read and unread (useNotificationMarks of the panel). */
  marks: NotificationMarks;
  onOpen: (notification: Notification, path: string | null) => void;
}

/**
 * The staff member's notifications, newest first, a page at a time: the next page loads when the list's end
 * scrolls into view, or with 'Load more'. A failed load is silently ignored (SPEC.md 8): no message, a Retry.
 */
export const NotificationFeed = ({ dataProvider, unread, marks, onOpen }: NotificationFeedProps) => {
  const { query, items, pageCount, loadMore, sentinel } = useNotificationFeed(dataProvider, unread);
  const loading = <LinearProgress aria-label="Loading notifications" sx={{ m: 2 }} />;
  if (query.isPending) return loading;
  if (!items) return <Button onClick={() => void query.refetch()}>Retry</Button>;
  if (!items.length) {
    return <Typography sx={{ p: 2 }}>{unread ? 'No unread notifications' : 'No notifications'}</Typography>;
  }
  return (
    <>
      <List dense disablePadding aria-label={unread ? 'Unread notifications' : 'All notifications'}>
        {items.map((item) => (
          <NotificationRow
            key={item.id}
            notification={item}
            path={consoleNotificationPath(item)}
            busy={marks.busyId === item.id}
            onOpen={onOpen}
            onToggleRead={marks.toggleRead}
          />
        ))}
      </List>
      {query.isFetchingNextPage ? loading : null}
      {query.hasNextPage ? (
        <Box ref={sentinel} key={pageCount} sx={{ textAlign: 'center', p: 1 }}>
          <Button onClick={loadMore}>Load more</Button>
        </Box>
      ) : null}
    </>
  );
};
