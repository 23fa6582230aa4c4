import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { CASE_STATUS_LABELS, CASE_TRANSITIONS, MESSAGES, STATUS_REQUEST_LIMITS } from '@casebridge/domain';
import type { CaseStatus, CaseStatusRequestView, LegalCaseView } from '@casebridge/domain';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useAnswerStatusRequest } from './api.ts';

/** The firm answers a request for status: a required update, and optionally a move along the status graph. */
export const AnswerStatusRequestDialog = ({
  legalCase,
  request,
  onClose,
}: {
  legalCase: LegalCaseView;
  request: CaseStatusRequestView;
  onClose: () => void;
}) => {
  const notify = useNotify();
  const answer = useAnswerStatusRequest(legalCase.id);
  const [text, setText] = useState('');
  const [status, setStatus] = useState<CaseStatus | ''>('');
  const [touched, setTouched] = useState(false);
  const missing = touched && !text.trim();
  const send = () => {
    setTouched(true);
    if (!text.trim()) return;
    answer.mutate(
      { requestId: request.id, answer: text, status: status || null },
      {
        onSuccess: () => {
          notify(`Status update sent to ${request.companyName}`, { type: 'success' });
          onClose();
        },
        onError: (error) => notify(apiFailure(error).message, { type: 'error' }),
      },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="answer-status-title" maxWidth="sm" fullWidth>
      <DialogTitle id="answer-status-title">Answer {request.companyName}</DialogTitle>
      <DialogContent>
        {request.message && <DialogContentText>“{request.message}”</DialogContentText>}
        <Stack spacing={2} sx={{ pt: 2 }}>
          <TextField
            label="Status update"
            required
            value={text}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => setTouched(true)}
            error={missing}
            helperText={missing ? MESSAGES.fieldRequired : ' '}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: STATUS_REQUEST_LIMITS.answerMaxLength } }}
          />
          <TextField
            select
            label="Case status"
            value={status}
            onChange={(event) => setStatus(event.target.value as CaseStatus | '')}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">Keep {CASE_STATUS_LABELS[legalCase.status]}</MenuItem>
            {CASE_TRANSITIONS[legalCase.status].map((s) => (
              <MenuItem key={s} value={s}>
                Move to {CASE_STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <LoadingButton variant="contained" loading={answer.isPending} onClick={send}>
          Send update
        </LoadingButton>
      </DialogActions>
    </Dialog>
  );
};
