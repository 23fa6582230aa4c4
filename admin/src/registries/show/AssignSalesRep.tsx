import { useState } from 'react';
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetList, useNotify, useRefresh } from 'react-admin';
import { MESSAGES, type User } from '@casebridge/domain';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';

/** Picks an active sales representative for the company; the current assignment moves to history. */
export const AssignSalesRep = ({ companyId, currentId }: { companyId: string; currentId: string | null }) => {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<User | null>(null);
  const [busy, setBusy] = useState(false);
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const { data: reps = [], isPending } = useGetList<User>(
    'internal-users',
    {
      filter: { position: 'SALES_REPRESENTATIVE', status: 'ACTIVE' },
      pagination: { page: 1, perPage: 200 },
      sort: { field: 'lastName', order: 'ASC' },
    },
    { enabled: open },
  );
  const assign = async () => {
    if (!choice) return;
    setBusy(true);
    try {
      await dataProvider.assignSalesRepresentative(companyId, choice.id);
      notify(`${choice.name} ${choice.lastName} now handles this account`, { type: 'success' });
      setOpen(false);
      await queryClient.invalidateQueries();
      refresh();
    } catch (error) {
      notify((error as Error).message || MESSAGES.genericError, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {currentId ? 'Reassign' : 'Assign'}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>Assign a sales representative</DialogTitle>
        <DialogContent>
          <Autocomplete
            sx={{ mt: 1 }}
            options={reps.filter((rep) => rep.id !== currentId)}
            loading={isPending}
            value={choice}
            onChange={(_, rep) => setChoice(rep)}
            getOptionLabel={(rep) => `${rep.name} ${rep.lastName}`}
            renderInput={(params) => <TextField {...params} label="Sales representative" />}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void assign()} disabled={!choice || busy}>
            Assign
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
