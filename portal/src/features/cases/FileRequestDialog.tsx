import { useState } from 'react';
import {
  Alert,
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
import {
  CASE_FILE_CATEGORIES,
  CASE_FILE_CATEGORY_LABELS,
  CASE_FILE_MESSAGES,
  FILE_REQUEST_MESSAGE_MAX_LENGTH,
  fileRequestInputSchema,
} from '@casebridge/domain';
import type { CaseFileCategory, LegalCaseView } from '@casebridge/domain';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useFileRequestTargets, useRequestCaseFile } from './api.ts';

type Errors = Partial<Record<'category' | 'message' | 'companyId', string>>;

/**
 * "Request a file": a collaborator asks the firm, the firm asks one of the case's collaborators; the other
 * party gets a notification (FILE / REQUEST_FILE).
 */
export const FileRequestDialog = ({
  legalCase,
  onClose,
}: {
  legalCase: LegalCaseView;
  onClose: () => void;
}) => {
  const notify = useNotify();
  const firm = legalCase.access === 'FIRM';
  const targets = useFileRequestTargets(legalCase.id, firm);
  const request = useRequestCaseFile(legalCase.id);
  const [category, setCategory] = useState<CaseFileCategory | ''>('');
  const [message, setMessage] = useState('');
  const [companyId, setCompanyId] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const noTarget = firm && targets.data?.length === 0;

  const send = () => {
    const parsed = fileRequestInputSchema.safeParse({
      category,
      message,
      companyId: (firm && companyId) || null,
    });
    const found: Errors = {};
    for (const issue of parsed.error?.issues ?? []) found[issue.path[0] as keyof Errors] ??= issue.message;
    if (firm && !companyId) found.companyId = CASE_FILE_MESSAGES.requestTarget;
    setErrors(found);
    if (!parsed.success || Object.keys(found).length) return;
    request.mutate(parsed.data, {
      onSuccess: (result) => {
        notify(`File request sent to ${result.notified.map((n) => n.name).join(', ')}`, { type: 'success' });
        onClose();
      },
      onError: (error) => {
        const failure = apiFailure(error);
        setErrors(failure.fields);
        if (!Object.keys(failure.fields).length) notify(failure.message, { type: 'error' });
      },
    });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="file-request-title" fullWidth maxWidth="sm">
      <DialogTitle id="file-request-title">Request a file</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>
            {firm
              ? 'Ask a collaborator of this case for a document; its owner is notified.'
              : 'Ask the law firm for a document; the case’s attorney is notified.'}
          </DialogContentText>
          {firm && targets.isError && <Alert severity="error">{apiFailure(targets.error).message}</Alert>}
          {noTarget && <Alert severity="info">{CASE_FILE_MESSAGES.noCollaborator}</Alert>}
          {firm && !noTarget && (
            <TextField
              select
              label="Collaborator"
              value={companyId}
              onChange={(e) => setCompanyId(e.target.value)}
              error={!!errors.companyId}
              helperText={errors.companyId ?? (targets.isPending ? 'Loading the collaborators…' : ' ')}
              required
            >
              {(targets.data ?? []).map((c) => (
                <MenuItem key={c.companyId} value={c.companyId}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            select
            label="Document"
            value={category}
            onChange={(e) => setCategory(e.target.value as CaseFileCategory)}
            error={!!errors.category}
            helperText={errors.category ?? ' '}
            required
          >
            {CASE_FILE_CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>
                {CASE_FILE_CATEGORY_LABELS[c]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Message"
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            error={!!errors.message}
            helperText={
              errors.message ?? `${FILE_REQUEST_MESSAGE_MAX_LENGTH - message.length} characters left`
            }
            multiline
            minRows={3}
            required
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <LoadingButton variant="contained" onClick={send} loading={request.isPending} disabled={noTarget}>
          Send request
        </LoadingButton>
      </DialogActions>
    </Dialog>
  );
};
