import { useRef, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useNotify } from 'react-admin';
import type { ShareLinkView } from '@casebridge/domain';
import { day } from './CaseTable.tsx';

/** The share link just created: its address (shown once), a copy button and its expiry. */
export const ShareLinkDialog = ({ link, onClose }: { link: ShareLinkView; onClose: () => void }) => {
  const notify = useNotify();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const url = `${window.location.origin}${link.path}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      notify('Link copied', { type: 'success' });
    } catch {
      // No clipboard access (permissions): the address is selected for the user to copy.
      field.current?.select();
      notify('Press Ctrl+C (⌘C) to copy the selected link', { type: 'info' });
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="share-link-title" fullWidth maxWidth="sm">
      <DialogTitle id="share-link-title">Share link</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>
            Anyone with this link can view and download this file, without signing in, until{' '}
            {day(link.expiresAt)}. It is shown only now: copy it before closing.
          </DialogContentText>
          <TextField
            label="Link"
            value={url}
            inputRef={field}
            onFocus={(e) => e.target.select()}
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'share-link-url' } }}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy link'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
