import type { ReactNode } from 'react';
import { Alert, Box, Button, Divider, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { CASE_TYPE_LABELS } from '@casebridge/domain';
import type { ReferralView } from '@casebridge/domain';
import { day, professionalName, rejectionReason } from './referralFormat.ts';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="subtitle2" component="dt" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line' }}>
      {children}
    </Typography>
  </Box>
);

/** Where the invite stands once answered or expired (nothing while pending). */
export const ReferralOutcome = ({ referral: r }: { referral: ReferralView }) => {
  const by = r.answeredByName ? ` by ${r.answeredByName}` : '';
  const on = r.answeredAt ? ` on ${day(r.answeredAt)}` : '';
  if (r.status === 'ACCEPTED')
    return (
      <Alert severity="success">
        Accepted{by}
        {on}.{r.assigned.length > 0 && ` Assigned to ${r.assigned.map(professionalName).join('; ')}.`}
      </Alert>
    );
  if (r.status === 'REJECTED')
    return (
      <Alert severity="info">
        Rejected{by}
        {on}.{rejectionReason(r) && ` Reason: ${rejectionReason(r)}`}
      </Alert>
    );
  if (r.status === 'EXPIRED')
    return (
      <Alert severity="warning">This invite expired without an answer; it can no longer be answered.</Alert>
    );
  return null;
};

/**
 * What the receiver of a case invite may know: the case (type, injury, accident day and area), the firm's
 * message and the treatment needed; the claimant only once it accepted, with the way to the case.
 */
export const ReferralDetails = ({ referral: r }: { referral: ReferralView }) => (
  <Stack spacing={2}>
    <Typography color="text.secondary">
      Presented by {r.presentedByName} of {r.firmName} on {day(r.createdAt)}
      {r.status === 'PENDING' && r.expiresAt ? ` · expires on ${day(r.expiresAt)}` : ''}
    </Typography>
    <ReferralOutcome referral={r} />
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      <Field label="Case type">{CASE_TYPE_LABELS[r.caseType]}</Field>
      <Field label="Accident">
        {day(r.accidentDate)} · {[r.accidentCity, r.accidentState].filter(Boolean).join(', ')}
      </Field>
      <Field label="Injury summary">{r.injurySummary || '—'}</Field>
      <Field label="Treatment needed">{r.treatmentNeeded || '—'}</Field>
      <Field label="Message from the firm">{r.message || '—'}</Field>
      <Field label="Addressed to">
        {r.professionals.length ? r.professionals.map(professionalName).join('; ') : r.toCompanyName}
      </Field>
    </Box>
    <Divider />
    <Box component="section" aria-labelledby="referral-claimant-title">
      <Typography variant="h6" component="h2" id="referral-claimant-title" gutterBottom>
        Claimant
      </Typography>
      {r.claimant ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography>{r.claimant.name}</Typography>
          {r.claimant.email && <Typography>{r.claimant.email}</Typography>}
          {r.claimant.phone && <Typography>{r.claimant.phone}</Typography>}
          <Button variant="outlined" component={RouterLink} to={`/cases/${encodeURIComponent(r.caseId)}`}>
            Open case {r.folio}
          </Button>
        </Stack>
      ) : (
        <Typography color="text.secondary">
          The claimant’s name and contact details are shown once your company accepts the case.
        </Typography>
      )}
    </Box>
  </Stack>
);
