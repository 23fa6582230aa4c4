import { ResponsiveTable } from '../../shared/responsive/ResponsiveTable.tsx';
import {
  Box,
  Link,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatCents } from '@casebridge/domain';
import { billingPath, feeLabel, lineStatusText } from './settlementFormat.ts';
import type { SettlementStatement } from './settlementFormat.ts';

const Amount = ({ cents, minus }: { cents: number; minus?: boolean }) => (
  <TableCell align="right">{minus && cents > 0 ? `−${formatCents(cents)}` : formatCents(cents)}</TableCell>
);

/** One line per provider: billed, paid, balance, the accepted reduction, what it is owed and its status. */
const ProviderLines = ({ caseId, statement }: { caseId: string; statement: SettlementStatement }) => (
  <Box sx={{ overflowX: 'auto' }}>
    <ResponsiveTable
      size="small"
      aria-label="Providers"
      labels={['Provider', 'Billed', 'Paid', 'Balance', 'Accepted reduction', 'Owed', 'Status']}
    >
      <TableHead>
        <TableRow>
          <TableCell>Provider</TableCell>
          <TableCell align="right">Billed</TableCell>
          <TableCell align="right">Paid</TableCell>
          <TableCell align="right">Balance</TableCell>
          <TableCell align="right">Accepted reduction</TableCell>
          <TableCell align="right">Owed</TableCell>
          <TableCell>Status</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {statement.lines.length === 0 && (
          <TableRow>
            <TableCell colSpan={7}>No provider has billed this case.</TableCell>
          </TableRow>
        )}
        {statement.lines.map((line) => (
          <TableRow key={line.providerId}>
            <TableCell>
              <Link component={RouterLink} to={billingPath(caseId, line.providerId)}>
                {line.providerName}
              </Link>
            </TableCell>
            <Amount cents={line.billedCents} />
            <Amount cents={line.paidCents} />
            <Amount cents={line.balanceCents} />
            <TableCell align="right">
              {line.acceptedReductionCents === null ? '—' : formatCents(line.acceptedReductionCents)}
            </TableCell>
            <Amount cents={line.owedCents} />
            <TableCell>{lineStatusText(line)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow sx={{ '& td, & th': { color: 'text.primary', fontWeight: 600, fontSize: '0.875rem' } }}>
          <TableCell component="th" scope="row" colSpan={5}>
            Providers’ total
          </TableCell>
          <Amount cents={statement.providersOwedCents} />
          <TableCell />
        </TableRow>
      </TableFooter>
    </ResponsiveTable>
  </Box>
);

/**
 * The settlement distribution statement: the provider lines, then gross recovery less the fee (with what it
 * applies to), the costs, the funding payoff and the providers, down to the net to the client (highlighted;
 * a negative net is shown as the problem it is).
 */
export const SettlementStatementTable = ({
  caseId,
  statement,
}: {
  caseId: string;
  statement: SettlementStatement;
}) => {
  const net = statement.netToClientCents;
  return (
    <>
      <ProviderLines caseId={caseId} statement={statement} />
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Distribution">
          <TableBody>
            <TableRow>
              <TableCell component="th" scope="row">
                Gross recovery
              </TableCell>
              <Amount cents={statement.grossCents} />
            </TableRow>
            <TableRow>
              <TableCell component="th" scope="row">
                {feeLabel(statement)}
                <Typography variant="body2" color="text.secondary">
                  Applied to {formatCents(statement.feeBaseCents)}
                </Typography>
              </TableCell>
              <Amount cents={statement.feeCents} minus />
            </TableRow>
            <TableRow>
              <TableCell component="th" scope="row">
                Case costs
              </TableCell>
              <Amount cents={statement.costsCents} minus />
            </TableRow>
            <TableRow>
              <TableCell component="th" scope="row">
                Funding payoff
              </TableCell>
              <Amount cents={statement.fundingPayoffCents} minus />
            </TableRow>
            <TableRow>
              <TableCell component="th" scope="row">
                Providers’ total
              </TableCell>
              <Amount cents={statement.providersOwedCents} minus />
            </TableRow>
            <TableRow sx={{ bgcolor: 'action.hover' }}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700, fontSize: '1rem' }}>
                Net to the client
              </TableCell>
              <TableCell
                align="right"
                sx={{ fontWeight: 700, fontSize: '1rem', color: net < 0 ? 'error.main' : 'text.primary' }}
              >
                {formatCents(net)}
                {net < 0 && ' (shortfall)'}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Box>
    </>
  );
};
