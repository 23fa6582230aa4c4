import { useState } from 'react';
import { Alert, Button, ButtonGroup, Stack, Typography } from '@mui/material';
import { useNotificationMarks } from '@casebridge/domain/client';
import type { NotificationsDataProvider } from '@casebridge/domain/client';
import type { Notification } from '@casebridge/domain';
import { NotificationFeed } from './NotificationFeed.tsx';

export const NO_CONSOLE_SCREEN = 'This notification has no screen in the console.';

interface NotificationPanelProps {
  dataProvider: NotificationsDataProvider;
  headingId: string;
  /** Closes the panel: a notification with a screen was opened. */
  onClose: () => void;
}

/**
 * The console's notification panel: All or Unread; opening a notification marks it read and shows its screen
 * (a registry entry for PENDING_REVIEW); one without a console screen keeps the list and says so.
 */
export const NotificationPanel = ({ dataProvider, headingId, onClose }: NotificationPanelProps) => {
  const [unread, setUnread] = useState(false);
  const [missing, setMissing] = useState(false);
  const marks = useNotificationMarks(dataProvider);
  const show = (onlyUnread: boolean) => {
    setUnread(onlyUnread);
    setMissing(false);
  };
  const onOpen = (notification: Notification, path: string | null) => {
    marks.markRead(notification);
    setMissing(path === null);
    if (path !== null) onClose();
  };
  return (
    <>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ p: 2, pb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" flexGrow={1}>
          Notifications
        </Typography>
        <ButtonGroup size="small" aria-label="Show">
          {[false, true].map((value) => (
            <Button
              key={String(value)}
              aria-pressed={unread === value}
              variant={unread === value ? 'contained' : 'outlined'}
              onClick={() => show(value)}
            >
              {value ? 'Unread' : 'All'}
            </Button>
          ))}
        </ButtonGroup>
      </Stack>
      {missing ? (
        <Alert severity="info" sx={{ mx: 2, mb: 1 }}>
          {NO_CONSOLE_SCREEN}
        </Alert>
      ) : null}
      <Stack sx={{ maxHeight: '60vh', overflowY: 'auto' }}>
        <NotificationFeed dataProvider={dataProvider} unread={unread} marks={marks} onOpen={onOpen} />
      </Stack>
    </>
  );
};
