import { useId, useState } from 'react';
import { Badge, IconButton, Popover } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { useLocation } from 'react-router';
import { badgeLabel } from '@casebridge/domain';
import { NotificationPanel } from '../../features/notifications/index.ts';
import { useUnreadNotificationCount } from '../../shared/api.ts';
import { usePortalText } from '../../shared/i18n/usePortalText.ts';

/**
 * The notification bell with the unread count (GET /notifications/count/unread), refreshed on every page
 * change; a failed count is silently ignored. It opens the notification panel as a dialog labelled by its heading
 * (focus moves into it, Escape or a click outside closes it and focus returns to the bell).
 */
export const NotificationBell = () => {
  const { pathname } = useLocation();
  const count = useUnreadNotificationCount(pathname);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const headingId = useId();
  const { t } = usePortalText();

  const label = badgeLabel(count ?? null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label ? t('chrome.bell.unread', { count: label }) : t('chrome.bell')}
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
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': headingId,
            sx: { width: 400, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        <NotificationPanel headingId={headingId} onClose={() => setAnchor(null)} />
      </Popover>
    </>
  );
};
