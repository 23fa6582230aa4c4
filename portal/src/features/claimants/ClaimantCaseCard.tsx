import { Box, Chip, Divider, Paper, Stack, Typography } from '@mui/material';
import { COMPANY_TYPES, formatPhone } from '@casebridge/domain';
import type { ClaimantCaseView, CompanyType } from '@casebridge/domain';
import { ClaimantDocuments } from './ClaimantDocuments.tsx';
import { useClaimantText } from './useClaimantText.ts';

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

/**
 * One of the claimant's cases, read-only, in their language: status and what happens next, who works on it,
 * dates, documents.
 */
export const ClaimantCaseCard = ({ legalCase: c }: { legalCase: ClaimantCaseView }) => {
  const { t, date } = useClaimantText();
  const headingId = `case-${c.id}-title`;
  const companyType = (type: string) =>
    (COMPANY_TYPES as readonly string[]).includes(type) ? t(`companyType.${type as CompanyType}`) : type;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" id={headingId}>
          {t('claimant.case.heading', { type: t(`caseType.${c.caseType}`), folio: c.folio })}
        </Typography>
        <Chip size="small" color="primary" label={t(`caseStatus.${c.status}`)} />
      </Stack>
      <Typography sx={{ mb: 2 }}>
        <strong>{t('claimant.case.nextStep')}</strong>
        {t(`nextStep.${c.status}`)}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, m: 0 }}
      >
        <Fact label={t('claimant.case.attorney')} value={c.attorneyName} />
        <Fact
          label={t('claimant.case.firm')}
          value={[c.firmName, c.firmPhone ? formatPhone(c.firmPhone) : ''].filter(Boolean).join(' · ')}
        />
        <Fact
          label={t('claimant.case.accident')}
          value={t('claimant.case.accidentAt', {
            date: date(c.accidentDate),
            city: c.accidentCity,
            state: c.accidentState,
          })}
        />
        <Fact label={t('claimant.case.opened')} value={date(c.createdDate)} />
        <Fact label={t('claimant.case.updated')} value={date(c.updatedAt)} />
        <Fact label={t('claimant.case.statute')} value={date(c.statuteOfLimitationsDate)} />
      </Box>
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {t('claimant.case.providers')}
      </Typography>
      {c.providers.length === 0 ? (
        <Typography color="text.secondary">{t('claimant.noProviders')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {c.providers.map((p) => (
            <li key={p.id}>
              {p.name} ({companyType(p.type)})
            </li>
          ))}
        </Box>
      )}
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {t('claimant.case.documents')}
      </Typography>
      <ClaimantDocuments caseId={c.id} documents={c.documents} />
    </Paper>
  );
};
