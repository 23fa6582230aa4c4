import { ResponsiveTable } from '../../shared/responsive/ResponsiveTable.tsx';
import { Box, Link, Stack, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { REDUCTION_STATUS_LABELS, formatCents } from '@casebridge/domain';
import type { LegalCaseView } from '@casebridge/domain';
import { useSession } from '@casebridge/domain/client';
import { LoadFailure } from '../../shared/LoadFailure.tsx';
import { useCaseBilling } from './api.ts';
import { CasePolicyLimit } from './CasePolicyLimit.tsx';

export const billingPath = (caseId: string, providerId: string): string =>
  `/cases/${encodeURIComponent(caseId)}/billing/${encodeURIComponent(providerId)}`;

/**
 * The case page's Billing tab (issue 14): each provider's totals and reduction status with a link to its
 * billing screen (a provider sees its own line only), and the case's sum against the policy limit.
 */
export const CaseBilling = ({ legalCase }: { legalCase: LegalCaseView }) => {
  const query = useCaseBilling(legalCase.id);
  const companyId = useSession()?.company?.id ?? null;
  if (query.isPending) return <Typography role="status">Loading the billing…</Typography>;
  if (query.isError) return <LoadFailure error={query.error} onRetry={() => query.refetch()} />;
  const { providers, totals } = query.data;
  // A collaborating provider reaches its own billing screen even before its first bill.
  const ownMissing =
    legalCase.access === 'COLLABORATOR' && companyId !== null && !providers.some((p) => p.id === companyId);

  return (
    <Stack spacing={2}>
      {providers.length === 0 ? (
        <Typography color="text.secondary">No provider has bills on this case yet.</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <ResponsiveTable
            size="small"
            aria-label="Billing by provider"
            labels={['Provider', 'Billed', 'Paid', 'Reductions accepted', 'Balance due', 'Reduction']}
          >
            <TableHead>
              <TableRow>
                <TableCell>Provider</TableCell>
                <TableCell align="right">Billed</TableCell>
                <TableCell align="right">Paid</TableCell>
                <TableCell align="right">Reductions accepted</TableCell>
                <TableCell align="right">Balance due</TableCell>
                <TableCell>Reduction</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {providers.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>
                    <Link component={RouterLink} to={billingPath(legalCase.id, p.id)}>
                      {p.name}
                    </Link>
                  </TableCell>
                  <TableCell align="right">{formatCents(p.totals.billedCents)}</TableCell>
                  <TableCell align="right">{formatCents(p.totals.paidCents)}</TableCell>
                  <TableCell align="right">{formatCents(p.totals.reductionCents)}</TableCell>
                  <TableCell align="right">{formatCents(p.totals.balanceDueCents)}</TableCell>
                  <TableCell>
                    {p.reductionStatus ? REDUCTION_STATUS_LABELS[p.reductionStatus] : '—'}
                  </TableCell>
                </TableRow>
              ))}
              {providers.length > 1 && (
                <TableRow sx={{ '& td, & th': { fontWeight: 'bold' } }}>
                  <TableCell component="th" scope="row">
                    All providers
                  </TableCell>
                  <TableCell align="right">{formatCents(totals.billedCents)}</TableCell>
                  <TableCell align="right">{formatCents(totals.paidCents)}</TableCell>
                  <TableCell align="right">{formatCents(totals.reductionCents)}</TableCell>
                  <TableCell align="right">{formatCents(totals.balanceDueCents)}</TableCell>
                  <TableCell />
                </TableRow>
              )}
            </TableBody>
          </ResponsiveTable>
        </Box>
      )}
      {ownMissing && (
        <Link component={RouterLink} to={billingPath(legalCase.id, companyId)}>
          Open your billing on this case
        </Link>
      )}
      <CasePolicyLimit totals={totals} />
    </Stack>
  );
};
