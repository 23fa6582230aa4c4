import { Stack, Typography } from '@mui/material';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { ClaimantCaseList } from './ClaimantCaseList.tsx';
import { useClaimantText } from './useClaimantText.ts';

/**
 * /cases for a claimant (issue 39): their own cases as on their dashboard, in their language, never the firm's
 * case table (GET /cases answers a claimant their own view, whose fields the table has no columns for).
 */
export const ClaimantCasesPage = () => {
  const { t } = useClaimantText();
  usePageTitle(t('claimant.dashboard.title'));
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        {t('claimant.dashboard.title')}
      </Typography>
      <ClaimantCaseList />
    </Stack>
  );
};
