import { useId } from 'react';
import { Box, Button, ListItem, ListItemButton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { noticeTextIn } from '@casebridge/domain';
import type { Notification } from '@casebridge/domain';
import { usePortalText } from '../../shared/i18n/usePortalText.ts';
import { VISUALLY_HIDDEN } from '../../shared/visuallyHidden.ts';

const visuallyHidden = VISUALLY_HIDDEN;

export interface NotificationItemProps {
  notification: Notification;
  /** The screen it opens (notificationTarget), or null: clicking it then says there is none. */
  target: string | null;
  busy: boolean;
  onOpen: (notification: Notification, target: string | null) => void;
  onToggleRead: (notification: Notification) => void;
}

/**
 * One notification: a link to its screen (a button when it has none) with its message, description, case
 * folio and day, and 'Mark read' or, once read, 'Mark unread'.
 */
export const NotificationItem = ({
  notification,
  target,
  busy,
  onOpen,
  onToggleRead,
}: NotificationItemProps) => {
  const { caseFolio, createAt, read } = notification;
  const linkProps = target ? { component: RouterLink, to: target } : {};
  const id = useId();
  const { t, dayLabel, language } = usePortalText();
  // A claimant reading Spanish reads their notifications in Spanish too (the API writes English).
  const { message, description } = noticeTextIn(language, notification);
  return (
    <ListItem
      disablePadding
      divider
      sx={{ alignItems: 'stretch', bgcolor: read ? undefined : 'action.hover' }}
    >
      <ListItemButton
        {...linkProps}
        onClick={() => onOpen(notification, target)}
        aria-labelledby={read ? `${id}-message` : `${id}-unread ${id}-message`}
        aria-describedby={`${id}-description ${id}-meta`}
        sx={{ flexDirection: 'column', alignItems: 'flex-start', gap: 0.25, py: 1 }}
      >
        {!read && (
          <Box component="span" id={`${id}-unread`} sx={visuallyHidden}>
            {t('notifications.unreadPrefix')}
          </Box>
        )}
        <Typography
          id={`${id}-message`}
          component="span"
          variant="body2"
          sx={{ fontWeight: read ? 400 : 700 }}
        >
          {message}
        </Typography>
        <Typography id={`${id}-description`} component="span" variant="body2" color="text.secondary">
          {description}
        </Typography>
        <Typography id={`${id}-meta`} component="span" variant="caption" color="text.secondary">
          {caseFolio && t('notifications.case', { folio: caseFolio })}
          <time dateTime={createAt}>{dayLabel(createAt)}</time>
        </Typography>
      </ListItemButton>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 1 }}>
        <Button
          size="small"
          disabled={busy}
          aria-label={t(read ? 'notifications.markUnreadOf' : 'notifications.markReadOf', { message })}
          onClick={() => onToggleRead(notification)}
        >
          {read ? t('notifications.markUnread') : t('notifications.markRead')}
        </Button>
      </Box>
    </ListItem>
  );
};
