import { Button, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { Link } from 'react-router-dom';
import { formatDayLabel } from '@casebridge/domain';
import type { Notification } from '@casebridge/domain';

interface NotificationRowProps {
  notification: Notification;
  /** Its console screen (consoleNotificationPath), or null: opening it then says there is none. */
  path: string | null;
  busy: boolean;
  onOpen: (notification: Notification, path: string | null) => void;
  onToggleRead: (notification: Notification) => void;
}

/**
 * One notification of the console's panel: a link to its screen (a plain button without one), named
 * 'Unread: …' until read, and its 'Mark read' or, once read, 'Mark unread' action.
 */
export const NotificationRow = ({ notification, path, busy, onOpen, onToggleRead }: NotificationRowProps) => {
  const { message, description, createAt, read } = notification;
  const toggle = read ? 'Mark unread' : 'Mark read';
  return (
    <ListItem
      divider
      disablePadding
      sx={{ bgcolor: read ? 'transparent' : 'action.selected', pr: 14 }}
      secondaryAction={
        <Button
          size="small"
          disabled={busy}
          aria-label={`${toggle}: ${message}`}
          onClick={() => onToggleRead(notification)}
        >
          {toggle}
        </Button>
      }
    >
      <ListItemButton
        {...(path ? { component: Link, to: path } : {})}
        aria-label={read ? message : `Unread: ${message}`}
        onClick={() => onOpen(notification, path)}
      >
        <ListItemText
          primary={message}
          secondary={`${description} · ${formatDayLabel(createAt)}`}
          slotProps={{ primary: { fontWeight: read ? 'normal' : 'bold' } }}
        />
      </ListItemButton>
    </ListItem>
  );
};
