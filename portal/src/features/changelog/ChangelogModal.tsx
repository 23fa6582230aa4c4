import { useState } from 'react';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useNotify } from 'react-admin';
import { CURRENT_CHANGELOG, MESSAGES, formatDay } from '@casebridge/domain';
import { useSession } from '@casebridge/domain/client';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { useMarkChangelogRead } from './api.ts';

/**
 * The changelog modal (SPEC.md 2.6): the current release notes, shown to a signed-in user whose session has
 * changelogRead false (a new sign-up too, issue 40 item 19): it is shown once. 'Got it' or closing it marks it
 * read (PUT /account/changelog/read, which also updates the stored session, so it goes away for good); the page
 * under it stays as it was. A failed call shows the generic error toast: 'Got it' keeps the modal open, closing
 * hides it for this visit (the next one shows it again, as it was never recorded).
 */
export const ChangelogModal = () => {
  const current = useSession();
  const notify = useNotify();
  const [dismissed, setDismissed] = useState(false);
  const markChangelogRead = useMarkChangelogRead();

  const open = Boolean(current && !current.changelogRead) && !dismissed;
  const markRead = () =>
    markChangelogRead.mutate(undefined, { onError: () => notify(MESSAGES.genericError, { type: 'error' }) });
  // Seen is read: closing records it too, unless a call is already under way (or failed, then it only hides).
  const close = () => {
    if (markChangelogRead.isIdle) markRead();
    setDismissed(true);
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="changelog-title" maxWidth="sm" fullWidth>
      <DialogTitle id="changelog-title" sx={{ pr: 6 }}>
        {MESSAGES.changelogTitle}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          Version {CURRENT_CHANGELOG.version} · {formatDay(CURRENT_CHANGELOG.date)}
        </Typography>
      </DialogTitle>
      <IconButton aria-label="Close" onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <List disablePadding>
          {CURRENT_CHANGELOG.entries.map((entry) => (
            <ListItem key={entry.title} disableGutters alignItems="flex-start">
              <ListItemText
                primary={entry.title}
                secondary={entry.description}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <LoadingButton variant="contained" onClick={markRead} loading={markChangelogRead.isPending}>
          {MESSAGES.changelogGotIt}
        </LoadingButton>
      </DialogActions>
    </Dialog>
  );
};
