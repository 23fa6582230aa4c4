import { useState } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import {
  COMPANY_ACTION_PERMISSIONS,
  MESSAGES,
  availableCompanyActions,
  can,
  type Company,
  type CompanyAction,
} from '@casebridge/domain';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';
import { useActor } from '../../layout/useActor.ts';
import { ReviewFacts } from '../show/ReviewSection.tsx';
import { useCompanyDetail } from '../show/useCompanyDetail.ts';
import { ActionFields, type ActionValues } from './ActionFields.tsx';
import { ACTION_COPY } from './actionCopy.ts';
import { buildRequest } from './buildRequest.ts';

/** The dialogs about the validation show what is validated: the license, NPI, specialty and professionals. */
const REVIEW_ACTIONS: readonly CompanyAction[] = ['validate', 'reject', 'infoRequest'];

/**
 * The internal actions the company's state allows and the signed-in role may run (the same shared rules the
 * API enforces), each behind a confirmation dialog with the payload it needs.
 */
export const RegistryActions = ({ company }: { company: Company }) => {
  const { actor } = useActor();
  const { data: subscription = null, isPending } = useCompanyDetail('getCompanySubscription', company.id);
  const { data: review } = useCompanyDetail('getRegistryReview', company.id);
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<CompanyAction | null>(null);
  const [values, setValues] = useState<ActionValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  if (!actor || isPending) return null;
  const actions = availableCompanyActions(company.status, subscription).filter((action) =>
    can(actor, COMPANY_ACTION_PERMISSIONS[action]),
  );
  if (actions.length === 0) return null;

  const start = (action: CompanyAction) => {
    setValues({});
    setErrors({});
    setOpen(action);
  };
  const confirm = async () => {
    if (!open) return;
    const built = buildRequest(open, values);
    if ('errors' in built) return setErrors(built.errors);
    setBusy(true);
    try {
      await dataProvider.runCompanyAction(company.id, built.request);
      notify(`${ACTION_COPY[open].label}: done`, { type: 'success' });
      setOpen(null);
      await queryClient.invalidateQueries({ queryKey: ['registries', company.id] });
      refresh();
    } catch (error) {
      notify((error as Error).message || MESSAGES.genericError, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }} aria-label="Company actions">
        {actions.map((action) => (
          <Button key={action} variant="outlined" onClick={() => start(action)}>
            {ACTION_COPY[action].label}
          </Button>
        ))}
      </Stack>
      <Dialog open={open !== null} onClose={() => !busy && setOpen(null)} fullWidth maxWidth="sm">
        {open && (
          <>
            <DialogTitle>{ACTION_COPY[open].title}</DialogTitle>
            <DialogContent>
              <DialogContentText>{ACTION_COPY[open].text}</DialogContentText>
              {review && REVIEW_ACTIONS.includes(open) ? (
                <Box role="group" aria-label="What you validate" sx={{ my: 2 }}>
                  <ReviewFacts review={review} />
                </Box>
              ) : null}
              <ActionFields
                action={open}
                subscription={subscription}
                values={values}
                errors={errors}
                onChange={setValues}
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(null)} disabled={busy}>
                Cancel
              </Button>
              <Button
                variant="contained"
                onClick={() => void confirm()}
                disabled={busy}
                startIcon={busy ? <CircularProgress size={16} /> : undefined}
              >
                Confirm
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </>
  );
};
