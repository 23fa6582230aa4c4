import { useState } from 'react';
import { Alert, Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { claimantText } from '@casebridge/domain';
import type { Notification } from '@casebridge/domain';
import { useSession } from '@casebridge/domain/client';
import { useNotificationReadState } from './api.ts';
import { notificationAudience } from './audience.ts';
import { NotificationList } from './NotificationList.tsx';
import { usePortalText } from '../../shared/i18n/usePortalText.ts';

export interface NotificationPanelProps {
  /** The id of the panel's heading (the dialog around it is labelled by it). */
  headingId: string;
  /** Closes the panel: a notification with a screen was opened. */
  onClose: () => void;
}

export const NO_SCREEN_MESSAGE = claimantText('en', 'notifications.noScreen');

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
  const { t } = usePortalText();

  const open = (notification: Notification, target: string | null) => {
    markRead(notification);
    if (target) onClose();
    else setNoScreen(true);
  };

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 2, pb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('notifications.title')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={unread ? 'unread' : 'all'}
          aria-label={t('notifications.show')}
          onChange={(_, value: string | null) => {
            if (value) setUnread(value === 'unread');
            setNoScreen(false);
          }}
        >
          <ToggleButton value="all">{t('notifications.all')}</ToggleButton>
          <ToggleButton value="unread">{t('notifications.unread')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {noScreen && (
        <Alert severity="info" onClose={() => setNoScreen(false)} sx={{ mx: 2, mb: 1 }}>
          {t('notifications.noScreen')}
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
