import { useId, useState } from 'react';
import { Badge, IconButton, Popover, Typography } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { useLocation } from 'react-router';
import { MESSAGES } from '@casebridge/domain';
import { useUnreadNotificationCount } from '../../shared/api.ts';
import { badgeLabel } from './badgeLabel.ts';

/**
 * The notification bell with the unread count (GET /notifications/count/unread), refreshed on every page
 * change; a failed count is silently ignored. The notification panel itself comes in a later issue.
 */
export const NotificationBell = () => {
  const { pathname } = useLocation();
  const count = useUnreadNotificationCount(pathname);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();

  const label = badgeLabel(count ?? null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label ? `Notifications, ${label} unread` : 'Notifications'}
        aria-haspopup="dialog"
        aria-controls={anchor ? panelId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={label} color="error" invisible={label === null} data-testid="notification-badge">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        id={panelId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Notifications', sx: { p: 2, maxWidth: 320 } } }}
      >
        <Typography variant="subtitle2">Notifications</Typography>
        <Typography variant="body2" color="text.secondary">
          {MESSAGES.comingSoon}
        </Typography>
      </Popover>
    </>
  );
};
