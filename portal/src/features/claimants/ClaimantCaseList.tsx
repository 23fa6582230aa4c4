import { Box, CircularProgress, Typography } from '@mui/material';
import { LoadFailure } from '../../shared/LoadFailure.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useMyClaimantCases } from './api.ts';
import { ClaimantCaseCard } from './ClaimantCaseCard.tsx';
import { useClaimantText } from './useClaimantText.ts';

/**
 * The claimant's own cases (GET /claimants/me/cases), read-only, each as a card: on their dashboard and on
 * /cases. Loading, a failure with a retry and "no case" in the claimant's language.
 */
export const ClaimantCaseList = () => {
  const { t, message } = useClaimantText();
  const cases = useMyClaimantCases();
  return (
    <>
      {cases.isPending && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('claimant.dashboard.loading')}</Typography>
        </Box>
      )}
      {cases.isError && (
        <LoadFailure error={cases.error} onRetry={cases.refetch} retryLabel={t('claimant.tryAgain')}>
          {message(apiFailure(cases.error).message)}
        </LoadFailure>
      )}
      {cases.isSuccess && cases.data.total === 0 && (
        <Typography color="text.secondary">{t('claimant.noCases')}</Typography>
      )}
      {cases.data?.data.map((legalCase) => (
        <ClaimantCaseCard key={legalCase.id} legalCase={legalCase} />
      ))}
    </>
  );
};
