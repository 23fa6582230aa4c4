import { Box, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadFailure } from '../../shared/LoadFailure.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { useMyClaimantCase } from './api.ts';
import { ClaimantCaseCard } from './ClaimantCaseCard.tsx';
import { useClaimantText } from './useClaimantText.ts';

/**
 * /cases/{id} as a claimant sees it (issue 16): their case read-only from GET /claimants/me/cases/{id}, as on
 * their dashboard (status and what happens next, who works on it, dates, the documents shared with them), in
 * their language, with the way back to their cases. Another case answers 404.
 */
export const ClaimantCasePage = () => {
  const { id = '' } = useParams();
  const { t, message } = useClaimantText();
  const query = useMyClaimantCase(id);
  const c = query.data;
  usePageTitle(c ? t('claimant.case.title', { folio: c.folio }) : t('claimant.case.details'));
  const failure = query.isError ? apiFailure(query.error) : null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      <Link component={RouterLink} to="/claimant/dashboard">
        {t('claimant.case.back')}
      </Link>
      <Typography variant="h4" component="h1">
        {c ? t('claimant.case.title', { folio: c.folio }) : t('claimant.case.details')}
      </Typography>
      {query.isPending && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('claimant.case.loading')}</Typography>
        </Box>
      )}
      {failure && (
        <LoadFailure
          error={query.error}
          onRetry={failure.status === 404 ? undefined : query.refetch}
          retryLabel={t('claimant.tryAgain')}
        >
          {failure.status === 404 ? t('claimant.case.notFound') : message(failure.message)}
        </LoadFailure>
      )}
      {c && <ClaimantCaseCard legalCase={c} />}
    </Stack>
  );
};
