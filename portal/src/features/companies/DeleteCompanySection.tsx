import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { useLogout } from 'react-admin';
import { COMPANY_MEMBER_MESSAGES } from '@casebridge/domain';
import type { Company } from '@casebridge/domain';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { SIGN_IN_PATH } from '../../shared/paths.ts';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useDeleteCompany } from './api.ts';

/**
 * Deleting the company (its owner only): the name must be typed to confirm; the company becomes DELETED, its
 * users can no longer sign in, and the owner is signed out.
 */
export const DeleteCompanySection = ({ company }: { company: Company }) => {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteCompany(company.id);
  const logout = useLogout();
  const confirm = () =>
    remove.mutate(typed.trim(), { onSuccess: () => void logout({}, SIGN_IN_PATH, false) });
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      aria-labelledby="delete-company-title"
    >
      <Typography id="delete-company-title" variant="h6" component="h2">
        Delete the company
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        The company and every one of its users lose access to CaseBridge. This cannot be undone.
      </Typography>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        Delete company
      </Button>
      {open && (
        <Dialog open onClose={() => setOpen(false)} aria-labelledby="confirm-delete-company-title">
          <DialogTitle id="confirm-delete-company-title">Delete {company.name}?</DialogTitle>
          <DialogContent>
            {remove.isError && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {apiFailure(remove.error).message}
              </Alert>
            )}
            <DialogContentText sx={{ mb: 2 }}>{COMPANY_MEMBER_MESSAGES.deleteConfirmation}</DialogContentText>
            <TextField
              label="Company name"
              fullWidth
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <LoadingButton
              color="error"
              variant="contained"
              loading={remove.isPending}
              disabled={typed.trim() !== company.name.trim()}
              onClick={confirm}
            >
              Delete company
            </LoadingButton>
          </DialogActions>
        </Dialog>
      )}
    </Paper>
  );
};
