import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@casebridge/domain';
import type { Claimant, ClaimantProfileValues } from '@casebridge/domain';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';
import { apiFailure } from '../../shared/serverErrors.ts';
import { ClaimantProfileForm } from './ClaimantProfileForm.tsx';

const CLAIMANT_DASHBOARD_PATH = '/claimant/dashboard';

type Load =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; claimant: Claimant };

/**
 * /claimant/complete-profile (SPEC.md 2.1): the claimant's profile from GET /claimants/me, saved with
 * PUT /claimants/me (which marks it complete), then the claimant dashboard.
 */
export const ClaimantCompleteProfilePage = () => {
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const fetchClaimant = useCallback(() => {
    setLoad({ state: 'loading' });
    let live = true;
    dataProvider.getMyClaimant().then(
      (claimant) => live && setLoad({ state: 'ready', claimant }),
      (error: unknown) => live && setLoad({ state: 'failed', message: apiFailure(error).message }),
    );
    return () => {
      live = false;
    };
  }, [dataProvider]);
  useEffect(fetchClaimant, [fetchClaimant]);

  const save = async (values: ClaimantProfileValues) => {
    await dataProvider.updateMyClaimant(values);
    notify(MESSAGES.claimantProfileSaved, { type: 'success' });
    void navigate(CLAIMANT_DASHBOARD_PATH);
  };

  return (
    <Paper variant="outlined" sx={{ maxWidth: 720, mx: 'auto', p: { xs: 3, md: 4 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Complete your profile
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Your attorney and your providers use these details to reach you and to keep your case moving.
        {load.state === 'ready' && ` You are signed in as ${load.claimant.email}.`}
      </Typography>
      {load.state === 'loading' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>Loading your profile…</Typography>
        </Box>
      )}
      {load.state === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={fetchClaimant}>
              Try again
            </Button>
          }
        >
          {load.message}
        </Alert>
      )}
      {load.state === 'ready' && <ClaimantProfileForm claimant={load.claimant} onSave={save} />}
    </Paper>
  );
};
