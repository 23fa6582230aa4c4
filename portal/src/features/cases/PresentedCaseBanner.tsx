import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { CASE_TYPE_LABELS, PRESENTED_CASE_STATUS_LABELS } from '@casebridge/domain';
import { apiFailure } from '../../shared/serverErrors.ts';
import { ReferralAnswerActions, useReferral } from '../referrals/index.ts';
import { usePresentedCase } from './api.ts';
import { day } from './CaseTable.tsx';

/** Accept and Reject of the presented case's invite, right in the banner, while it waits for an answer. */
const BannerAnswers = ({ referralId }: { referralId: string }) => {
  const referral = useReferral(referralId);
  if (referral.isPending) return <Typography role="status">Loading the invite’s actions…</Typography>;
  if (referral.isError) return <Alert severity="error">{apiFailure(referral.error).message}</Alert>;
  return <ReferralAnswerActions referral={referral.data} withAssign={false} />;
};

/**
 * The case presented to the caller's company (?presentCaseId=, SPEC.md 2.2), shown on top of the case list:
 * what it may know before answering, its Accept and Reject actions, and the way to the invite's details.
 */
export const PresentedCaseBanner = ({ caseId, onDismiss }: { caseId: string; onDismiss: () => void }) => {
  const query = usePresentedCase(caseId);
  if (query.isPending) return <Typography role="status">Loading the presented case…</Typography>;
  if (query.isError)
    return (
      <Alert
        severity={apiFailure(query.error).status === 404 ? 'info' : 'error'}
        action={
          <Button color="inherit" size="small" onClick={onDismiss}>
            Dismiss
          </Button>
        }
      >
        {apiFailure(query.error).status === 404
          ? 'This presented case is not available to your company any more.'
          : apiFailure(query.error).message}
      </Alert>
    );
  const p = query.data;
  const pending = p.presentedStatus === 'PENDING';
  return (
    <Paper
      component="section"
      aria-labelledby="presented-case-title"
      variant="outlined"
      sx={{ p: 2, borderColor: 'primary.main', borderWidth: 2 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" id="presented-case-title">
          Case {p.folio} presented by {p.firmName}
        </Typography>
        <Chip
          size="small"
          color={pending ? 'warning' : 'default'}
          label={PRESENTED_CASE_STATUS_LABELS[p.presentedStatus]}
        />
      </Stack>
      <Typography color="text.secondary">
        {CASE_TYPE_LABELS[p.caseType]} · accident on {day(p.accidentDate)} in {p.accidentCity},{' '}
        {p.accidentState} · presented on {day(p.presentedAt)}
      </Typography>
      {p.description && <Typography sx={{ mt: 1 }}>{p.description}</Typography>}
      {pending && (
        <Box sx={{ mt: 2 }}>
          <BannerAnswers referralId={p.referralId} />
        </Box>
      )}
      <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          component={RouterLink}
          to={`/case-invites/${encodeURIComponent(p.referralId)}`}
        >
          Invite details
        </Button>
        {p.collaborating && (
          <Button variant="outlined" component={RouterLink} to={`/cases/${encodeURIComponent(p.caseId)}`}>
            Open case
          </Button>
        )}
        <Button onClick={onDismiss}>Dismiss</Button>
      </Box>
    </Paper>
  );
};
