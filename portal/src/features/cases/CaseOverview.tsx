import type { ReactNode } from 'react';
import { Alert, Box, Link, Stack, Typography } from '@mui/material';
import {
  CASE_TYPE_LABELS,
  POLICE_REPORT_LABELS,
  daysUntil,
  formatPhone,
  phoneDigitsOnly,
  policyLimitWarning,
  statuteWarning,
  formatDollars,
} from '@casebridge/domain';
import type { LegalCaseView } from '@casebridge/domain';
import { day } from './CaseTable.tsx';

const usd = formatDollars;

const Field = ({ label, value }: { label: string; value: ReactNode }) => (
  <Box>
    <Typography variant="body2" color="text.secondary" component="dt">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {value || '—'}
    </Typography>
  </Box>
);

/** The claimant's phone as the spec's mask, dialled by a tel: link (nothing when the case has none). */
const PhoneLink = ({ phone }: { phone: string | null }) => {
  const digits = phoneDigitsOnly(phone);
  if (!digits) return '—';
  return <Link href={`tel:+1${digits}`}>{formatPhone(digits)}</Link>;
};

/** The case's key facts, with the statute-of-limitations (90 days) and policy-limit (80 %) warnings. */
export const CaseOverview = ({ legalCase: c, today }: { legalCase: LegalCaseView; today: Date }) => {
  const days = daysUntil(c.statuteOfLimitationsDate, today);
  return (
    <Stack spacing={2}>
      {statuteWarning(c.status, c.statuteOfLimitationsDate, today) && (
        <Alert severity="warning">
          {days < 0
            ? `The statute of limitations ran out ${-days} days ago (${day(c.statuteOfLimitationsDate)}).`
            : `The statute of limitations runs out in ${days} days (${day(c.statuteOfLimitationsDate)}).`}
        </Alert>
      )}
      {policyLimitWarning(c.policyLimit, c.billedAmount) && (
        <Alert severity="warning">
          Bills so far ({usd(c.billedAmount)}) reach {Math.round((c.billedAmount / c.policyLimit!) * 100)}% of
          the at-fault party’s policy limit ({usd(c.policyLimit!)}).
        </Alert>
      )}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          // minmax(0, …): a long e-mail breaks inside its column rather than widening the page on a phone.
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
          },
          gap: 2,
          m: 0,
        }}
      >
        <Field label="Claimant" value={c.claimantName} />
        <Field label="Claimant e-mail" value={c.claimantEmail ?? ''} />
        <Field label="Claimant phone" value={<PhoneLink phone={c.claimantPhone} />} />
        <Field label="Case type" value={CASE_TYPE_LABELS[c.caseType]} />
        <Field label="Accident" value={`${day(c.accidentDate)} · ${c.accidentCity}, ${c.accidentState}`} />
        <Field label="Police report" value={POLICE_REPORT_LABELS[c.policeReport]} />
        <Field label="Statute of limitations" value={day(c.statuteOfLimitationsDate)} />
        <Field label="Insurance carrier" value={c.insuranceCarrier ?? ''} />
        <Field label="At-fault BI policy limit" value={c.policyLimit === null ? '' : usd(c.policyLimit)} />
        <Field label="Billed so far" value={usd(c.billedAmount)} />
        <Field label="Law firm" value={c.attorneyCompanyName} />
        <Field label="Responsible attorney" value={c.attorneyName} />
        <Field label="Opened" value={day(c.createdDate)} />
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary">
          Injury summary
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{c.description || '—'}</Typography>
      </Box>
    </Stack>
  );
};
