import { Box, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { BILL_PAYER_LABELS, formatCents } from '@casebridge/domain';
import type { BillView, PaymentView } from '@casebridge/domain';
import { ResponsiveTable } from '../../shared/responsive/ResponsiveTable.tsx';
import { calendarDay } from './billingFormat.ts';

/** The cells' labels when the rows are cards (phones). */
const LABELS = ['Date', 'Bill', 'Payer', 'Check or reference', 'Amount', 'Recorded by'];

/** The payments recorded on the provider's bills, newest first: date, bill, payer, reference, amount, by whom. */
export const PaymentsTable = ({
  payments,
  bills,
}: {
  payments: readonly PaymentView[];
  bills: readonly BillView[];
}) => {
  if (payments.length === 0) return <Typography color="text.secondary">No payments recorded yet.</Typography>;
  const billOf = (id: string) => bills.find((b) => b.id === id);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <ResponsiveTable size="small" aria-label="Payments" labels={LABELS}>
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Bill</TableCell>
            <TableCell>Payer</TableCell>
            <TableCell>Check or reference</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Recorded by</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((p) => {
            const bill = billOf(p.billId);
            return (
              <TableRow key={p.id}>
                <TableCell>{calendarDay(p.date)}</TableCell>
                <TableCell>{bill ? `${bill.description} (${calendarDay(bill.serviceDate)})` : '—'}</TableCell>
                <TableCell>{BILL_PAYER_LABELS[p.payer]}</TableCell>
                <TableCell>{p.reference ?? '—'}</TableCell>
                <TableCell align="right">{formatCents(p.amountCents)}</TableCell>
                <TableCell>{p.recordedByName}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </ResponsiveTable>
    </Box>
  );
};
