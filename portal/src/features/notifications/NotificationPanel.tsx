import { useState } from 'react';
import { Alert, Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { Notification } from '@casebridge/domain';
import { useSession } from '@casebridge/domain/client';
import { useNotificationReadState } from './api.ts';
import { notificationAudience } from './audience.ts';
import { NotificationList } from './NotificationList.tsx';

export interface NotificationPanelProps {
  /** The id of the panel's heading (the dialog around it is labelled by it). */
  headingId: string;
  /** Closes the panel: a notification with a screen was opened. */
  onClose: () => void;
}

export const NO_SCREEN_MESSAGE = 'This notification has no screen to open.';

/**
 * The notification panel (SPEC.md 2.3): all or only unread notifications; opening one marks it read and goes
 * to its screen (notificationTarget for the reader's audience). One without a screen keeps the panel open on
 * the list and says so.
 */
export const NotificationPanel = ({ headingId, onClose }: NotificationPanelProps) => {
  const session = useSession();
  const audience = session ? notificationAudience(session) : null;
  const [unread, setUnread] = useState(false);
  const [noScreen, setNoScreen] = useState(false);
  const { busyId, markRead, toggleRead } = useNotificationReadState();

  const open = (notification: Notification, target: string | null) => {
    markRead(notification);
    if (target) onClose();
    else setNoScreen(true);
  };

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 2, pb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1 }}>
          Notifications
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={unread ? 'unread' : 'all'}
          aria-label="Show"
          onChange={(_, value: string | null) => {
            if (value) setUnread(value === 'unread');
            setNoScreen(false);
          }}
        >
          <ToggleButton value="all">All</ToggleButton>
          <ToggleButton value="unread">Unread</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {noScreen && (
        <Alert severity="info" onClose={() => setNoScreen(false)} sx={{ mx: 2, mb: 1 }}>
          {NO_SCREEN_MESSAGE}
        </Alert>
      )}
      <Box sx={{ overflowY: 'auto', maxHeight: '60vh' }}>
        <NotificationList
          unread={unread}
          audience={audience}
          busyId={busyId}
          onOpen={open}
          onToggleRead={toggleRead}
        />
      </Box>
    </>
  );
};
