import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { STATUS_REQUEST_LIMITS, STATUS_REQUEST_MESSAGES } from '@casebridge/domain';
import type { LegalCaseView, StatusRequestAsk } from '@casebridge/domain';
import { useSession } from '@casebridge/domain/client';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useRequestCaseStatus } from './api.ts';

/**
 * A collaborator's "Request a status update": a note to the firm when its plan has status requests, else the
 * same button opens the upgrade prompt (the owner gets the plans, others are told who can upgrade).
 */
export const RequestStatusButton = ({
  legalCase,
  ask,
}: {
  legalCase: LegalCaseView;
  ask: StatusRequestAsk;
}) => {
  const notify = useNotify();
  const owner = useSession()?.permissions === 'OWNER';
  const request = useRequestCaseStatus(legalCase.id);
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  if (ask !== 'ALLOWED' && ask !== 'UPGRADE') return null;
  const close = () => {
    setOpen(false);
    setMessage('');
  };
  const send = () =>
    request.mutate(message, {
      onSuccess: () => {
        notify('Status update requested. The firm has been notified.', { type: 'success' });
        close();
      },
      onError: (error) => notify(apiFailure(error).message, { type: 'error' }),
    });
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Request a status update
      </Button>
      {ask === 'UPGRADE' ? (
        <Dialog open={open} onClose={close} aria-labelledby="status-upgrade-title" maxWidth="xs" fullWidth>
          <DialogTitle id="status-upgrade-title">Upgrade to request status updates</DialogTitle>
          <DialogContent>
            <DialogContentText>{STATUS_REQUEST_MESSAGES.upgrade}</DialogContentText>
            {!owner && (
              <DialogContentText sx={{ mt: 1 }}>Your company’s owner can upgrade its plan.</DialogContentText>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Not now</Button>
            {owner && (
              <Button variant="contained" component={RouterLink} to="/subscription">
                See plans
              </Button>
            )}
          </DialogActions>
        </Dialog>
      ) : (
        <Dialog open={open} onClose={close} aria-labelledby="status-request-title" maxWidth="sm" fullWidth>
          <DialogTitle id="status-request-title">
            Ask {legalCase.attorneyCompanyName} for an update
          </DialogTitle>
          <DialogContent>
            <DialogContentText>
              The firm is notified and the request stays open on case {legalCase.folio} until it answers.
            </DialogContentText>
            <TextField
              label="Message (optional)"
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              multiline
              minRows={2}
              fullWidth
              sx={{ mt: 2 }}
              slotProps={{ htmlInput: { maxLength: STATUS_REQUEST_LIMITS.messageMaxLength } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <LoadingButton variant="contained" loading={request.isPending} onClick={send}>
              Send request
            </LoadingButton>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
};
