import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
} from '@mui/material';
import { MESSAGES, REDUCTION_NOTE_MAX, format, formatCents } from '@casebridge/domain';
import type { ProRataRequestsResult } from '@casebridge/domain';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useSendProRataRequests } from './api.ts';

export interface RequestableShare {
  providerId: string;
  providerName: string;
  reductionCents: number;
  suggestedOwedCents: number;
}

/**
 * Confirms sending the pro-rata suggestion as reduction requests to the requestable providers listed (only
 * those: what was confirmed is what is sent), with an optional note each provider reads; on success hands the
 * API's answer back (sent, and skipped with the reason when a provider's state changed meanwhile).
 */
export const SendProRataDialog = ({
  caseId,
  shares,
  onSent,
  onClose,
}: {
  caseId: string;
  shares: readonly RequestableShare[];
  onSent: (result: ProRataRequestsResult) => void;
  onClose: () => void;
}) => {
  const send = useSendProRataRequests(caseId);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const tooLong = note.trim().length > REDUCTION_NOTE_MAX;
  const confirm = () => {
    if (tooLong) return;
    setFailure(null);
    send.mutate(
      { note: note.trim() || null, providerIds: shares.map((s) => s.providerId) },
      { onSuccess: onSent, onError: (error) => setFailure(apiFailure(error).message) },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="send-pro-rata-title" maxWidth="sm" fullWidth>
      <DialogTitle id="send-pro-rata-title">Send reduction requests?</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <DialogContentText>
            Each provider below is asked to reduce its balance to its share of the suggestion. Nothing is
            counted as reduced until the provider accepts.
          </DialogContentText>
          <List dense aria-label="Providers asked for a reduction">
            {shares.map((share) => (
              <ListItem key={share.providerId} disableGutters>
                <ListItemText
                  primary={share.providerName}
                  secondary={`Reduction ${formatCents(share.reductionCents)}, owed ${formatCents(share.suggestedOwedCents)}`}
                />
              </ListItem>
            ))}
          </List>
          <TextField
            label="Note to the providers (optional)"
            multiline
            minRows={2}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={tooLong}
            helperText={
              tooLong
                ? format(MESSAGES.reductionNoteTooLong, { max: REDUCTION_NOTE_MAX })
                : `Up to ${REDUCTION_NOTE_MAX} characters`
            }
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        <LoadingButton variant="contained" loading={send.isPending} disabled={tooLong} onClick={confirm}>
          Send {shares.length === 1 ? '1 request' : `${shares.length} requests`}
        </LoadingButton>
      </DialogActions>
    </Dialog>
  );
};
