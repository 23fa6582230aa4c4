import { Box, Card, CardActions, CardContent, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { CASE_TYPE_LABELS, COMPANY_TYPE_LABELS, formatLongDate, formatPhone } from '@casebridge/domain';
import type { ClaimantDashboard, CompanyType } from '@casebridge/domain';
import { CaseStatusChip } from '../cases/index.ts';

type DashboardCase = ClaimantDashboard['cases'][number];

const when = (iso: string) => `${formatLongDate(iso, 'UTC')} at ${iso.slice(11, 16)} UTC`;

/** One of the claimant's cases: status, attorney, providers and the next appointment (read-only). */
export const ClaimantCaseCard = ({ legalCase: c }: { legalCase: DashboardCase }) => (
  <Card variant="outlined" component="article" aria-labelledby={`claimant-case-${c.id}`}>
    <CardContent>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" id={`claimant-case-${c.id}`}>
          Case {c.folio}
        </Typography>
        <CaseStatusChip status={c.status} />
      </Stack>
      <Typography color="text.secondary" gutterBottom>
        {CASE_TYPE_LABELS[c.caseType]} · accident on {formatLongDate(c.accidentDate, 'UTC')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: '200px 1fr' }, gap: 1 }}>
        <Typography component="dt" color="text.secondary">
          Attorney
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {c.attorneyName}, {c.firmName}
          {c.attorneyEmail && (
            <>
              {' · '}
              <Link href={`mailto:${c.attorneyEmail}`}>{c.attorneyEmail}</Link>
            </>
          )}
        </Typography>
        <Typography component="dt" color="text.secondary">
          Providers
        </Typography>
        <Box component="dd" sx={{ m: 0 }}>
          {c.providers.length === 0 && <Typography>None yet</Typography>}
          {c.providers.map((p) => (
            <Typography key={p.name}>
              {p.name} ({COMPANY_TYPE_LABELS[p.type as CompanyType] ?? p.type}
              {p.city ? `, ${p.city}` : ''}){p.phoneNumber ? ` · ${formatPhone(p.phoneNumber)}` : ''}
            </Typography>
          ))}
        </Box>
        <Typography component="dt" color="text.secondary">
          Next appointment
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {c.nextAppointment
            ? `${when(c.nextAppointment.startDate)} with ${c.nextAppointment.providerName}`
            : 'None scheduled'}
        </Typography>
      </Box>
    </CardContent>
    <CardActions>
      <Link
        component={RouterLink}
        to={`/cases/${encodeURIComponent(c.id)}`}
        aria-label={`Open case ${c.folio}`}
      >
        Open case
      </Link>
    </CardActions>
  </Card>
);
