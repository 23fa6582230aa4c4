import { useId, useState } from 'react';
import { Badge, IconButton, Popover } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useDataProvider } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { badgeLabel } from '@casebridge/domain';
import { useUnreadNotificationCount } from '@casebridge/domain/client';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';
import { NotificationPanel } from './NotificationPanel.tsx';

/**
 * The console's bell (SPEC.md 2.3): the staff member's unread count (capped '+99', read again on each page
 * change; a failed read shows none), opening the notification panel in a popover labelled by its heading.
 * Escape or a click outside closes it and the focus goes back to the bell.
 */
export const NotificationBell = () => {
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  const count = useUnreadNotificationCount(dataProvider, useLocation().pathname);
  const label = badgeLabel(count ?? null);
  const [bell, setBell] = useState<HTMLButtonElement | null>(null);
  const ids = { panel: useId(), heading: useId() };
  const close = () => setBell(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label === null ? 'Notifications' : `Notifications, ${label} unread`}
        aria-haspopup="dialog"
        aria-expanded={bell !== null}
        aria-controls={bell ? ids.panel : undefined}
        onClick={(event) => setBell(event.currentTarget)}
      >
        <Badge color="error" badgeContent={label} invisible={!label} data-testid="notification-badge">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        id={ids.panel}
        open={bell !== null}
        anchorEl={bell}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-labelledby': ids.heading, sx: { width: 420, maxWidth: '95vw' } },
        }}
      >
        <NotificationPanel dataProvider={dataProvider} headingId={ids.heading} onClose={close} />
      </Popover>
    </>
  );
};
