import { Box, Chip, Divider, Paper, Stack, Typography } from '@mui/material';
import {
  CASE_STATUS_LABELS,
  CASE_STATUS_NEXT_STEPS,
  CASE_TYPE_LABELS,
  CLAIMANT_CASE_MESSAGES,
  COMPANY_TYPE_LABELS,
  formatLongDate,
  formatPhone,
} from '@casebridge/domain';
import type { ClaimantCaseView, CompanyType } from '@casebridge/domain';
import { ClaimantDocuments } from './ClaimantDocuments.tsx';

const Fact = ({ label, value }: { label: string; value: string }) => (
  <Box>
    <Typography variant="body2" color="text.secondary" component="dt">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0 }}>
      {value}
    </Typography>
  </Box>
);

/** One of the claimant's cases, read-only: status and what happens next, who works on it, dates, documents. */
export const ClaimantCaseCard = ({ legalCase: c }: { legalCase: ClaimantCaseView }) => {
  const headingId = `case-${c.id}-title`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" id={headingId}>
          {CASE_TYPE_LABELS[c.caseType]} · case {c.folio}
        </Typography>
        <Chip size="small" color="primary" label={CASE_STATUS_LABELS[c.status]} />
      </Stack>
      <Typography sx={{ mb: 2 }}>
        <strong>What happens next: </strong>
        {CASE_STATUS_NEXT_STEPS[c.status]}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, m: 0 }}
      >
        <Fact label="Your attorney" value={c.attorneyName} />
        <Fact
          label="Law firm"
          value={[c.firmName, c.firmPhone ? formatPhone(c.firmPhone) : ''].filter(Boolean).join(' · ')}
        />
        <Fact
          label="Accident"
          value={`${formatLongDate(c.accidentDate)} in ${c.accidentCity}, ${c.accidentState}`}
        />
        <Fact label="Case opened" value={formatLongDate(c.createdDate)} />
        <Fact label="Last update" value={formatLongDate(c.updatedAt)} />
        <Fact label="Statute of limitations" value={formatLongDate(c.statuteOfLimitationsDate)} />
      </Box>
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle1" component="h3" gutterBottom>
        Providers working on your case
      </Typography>
      {c.providers.length === 0 ? (
        <Typography color="text.secondary">{CLAIMANT_CASE_MESSAGES.noProviders}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {c.providers.map((p) => (
            <li key={p.id}>
              {p.name} ({COMPANY_TYPE_LABELS[p.type as CompanyType] ?? p.type})
            </li>
          ))}
        </Box>
      )}
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle1" component="h3" gutterBottom>
        Documents shared with you
      </Typography>
      <ClaimantDocuments caseId={c.id} documents={c.documents} />
    </Paper>
  );
};
