import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { mayBeResponsibleAttorney } from '@casebridge/domain';
import type { LegalCaseView } from '@casebridge/domain';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useFirmMembers, useReassignCase } from './api.ts';

/** "Reassign": the firm gives the case to another active attorney of the firm (the API notifies them). */
export const ReassignCaseButton = ({ legalCase }: { legalCase: LegalCaseView }) => {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [attorneyId, setAttorneyId] = useState('');
  const members = useFirmMembers(legalCase.attorneyCompanyId, open);
  const reassign = useReassignCase(legalCase.id);
  const attorneys = (members.data ?? []).filter(
    (m) => m.id !== legalCase.attorneyUserId && mayBeResponsibleAttorney(m, legalCase.attorneyCompanyId),
  );
  const close = () => {
    setOpen(false);
    setAttorneyId('');
  };
  const save = () => {
    const chosen = attorneys.find((a) => a.id === attorneyId);
    if (!chosen) return;
    reassign.mutate(chosen.id, {
      onSuccess: () => {
        notify(`Case reassigned to ${chosen.name} ${chosen.lastName}`, { type: 'success' });
        close();
      },
      onError: (error) => notify(apiFailure(error).message, { type: 'error' }),
    });
  };

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Reassign
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="reassign-case-title" maxWidth="xs" fullWidth>
        <DialogTitle id="reassign-case-title">Reassign case {legalCase.folio}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>Responsible attorney now: {legalCase.attorneyName}</Typography>
            {members.isPending && <Typography role="status">Loading the firm’s attorneys…</Typography>}
            {members.isError && <Alert severity="error">{apiFailure(members.error).message}</Alert>}
            {members.isSuccess && attorneys.length === 0 && (
              <Typography color="text.secondary">Your firm has no other active attorney.</Typography>
            )}
            {attorneys.length > 0 && (
              <TextField
                select
                label="New responsible attorney"
                value={attorneyId}
                onChange={(event) => setAttorneyId(event.target.value)}
              >
                {attorneys.map((a) => (
                  <MenuItem key={a.id} value={a.id}>
                    {a.name} {a.lastName} ({a.email})
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <LoadingButton
            variant="contained"
            onClick={save}
            disabled={!attorneyId}
            loading={reassign.isPending}
          >
            Reassign
          </LoadingButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
