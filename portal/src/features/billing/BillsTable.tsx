import { Box, Button, Stack, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatCents } from '@casebridge/domain';
import type { BillView, ProviderBilling } from '@casebridge/domain';
import { calendarDay, payerBreakdown } from './billingFormat.ts';
import { ResponsiveTable } from '../../shared/responsive/ResponsiveTable.tsx';

const struck = { textDecoration: 'line-through', color: 'text.secondary' } as const;

const BillRow = ({
  bill,
  editable,
  onCorrect,
  onVoid,
}: {
  bill: BillView;
  editable: boolean;
  onCorrect: () => void;
  onVoid: () => void;
}) => {
  const voided = bill.voidedAt !== null;
  const paidBy = payerBreakdown(bill.paidByPayer);
  const cell = voided ? struck : undefined;
  return (
    <TableRow>
      <TableCell sx={cell}>{calendarDay(bill.serviceDate)}</TableCell>
      <TableCell>
        <Typography sx={cell}>{bill.description}</Typography>
        {paidBy && (
          <Typography variant="body2" color="text.secondary">
            Paid by {paidBy}
          </Typography>
        )}
        {voided && (
          <Typography variant="body2" color="error">
            Voided: {bill.voidReason}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={cell}>{bill.procedureCode ?? '—'}</TableCell>
      <TableCell align="right" sx={cell}>
        {formatCents(bill.amountCents)}
      </TableCell>
      <TableCell align="right" sx={cell}>
        {formatCents(bill.paidCents)}
      </TableCell>
      <TableCell align="right" sx={cell}>
        {formatCents(bill.balanceCents)}
      </TableCell>
      {editable && (
        <TableCell>
          {!voided && (
            <Stack direction="row" spacing={1}>
              <Button size="small" onClick={onCorrect} aria-label={`Correct ${bill.description}`}>
                Correct
              </Button>
              <Button size="small" color="error" onClick={onVoid} aria-label={`Void ${bill.description}`}>
                Void
              </Button>
            </Stack>
          )}
        </TableCell>
      )}
    </TableRow>
  );
};

/**
 * The provider's itemized bills, oldest service first, with a totals row; a voided bill stays listed, struck
 * through, with its reason. The provider corrects or voids each bill from its row.
 */
/** The cells' labels when the rows are cards (phones). */
const BILL_LABELS = ['Date of service', 'Description', 'Procedure code', 'Billed', 'Paid', 'Balance'];

export const BillsTable = ({
  billing,
  onCorrect,
  onVoid,
}: {
  billing: ProviderBilling;
  onCorrect: (bill: BillView) => void;
  onVoid: (bill: BillView) => void;
}) => {
  const { bills, totals } = billing;
  const editable = billing.can.addBill;
  if (bills.length === 0) return <Typography color="text.secondary">No bills entered yet.</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <ResponsiveTable
        size="small"
        aria-label="Bills"
        labels={[...BILL_LABELS, ...(editable ? ['Actions'] : [])]}
      >
        <TableHead>
          <TableRow>
            <TableCell>Date of service</TableCell>
            <TableCell>Description</TableCell>
            <TableCell>Procedure code</TableCell>
            <TableCell align="right">Billed</TableCell>
            <TableCell align="right">Paid</TableCell>
            <TableCell align="right">Balance</TableCell>
            {editable && <TableCell>Actions</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {bills.map((bill) => (
            <BillRow
              key={bill.id}
              bill={bill}
              editable={editable}
              onCorrect={() => onCorrect(bill)}
              onVoid={() => onVoid(bill)}
            />
          ))}
          <TableRow sx={{ '& td, & th': { fontWeight: 'bold' } }}>
            <TableCell component="th" scope="row" colSpan={3}>
              Total ({totals.billCount} {totals.billCount === 1 ? 'bill' : 'bills'})
            </TableCell>
            <TableCell align="right" data-label="Billed">
              {formatCents(totals.billedCents)}
            </TableCell>
            <TableCell align="right" data-label="Paid">
              {formatCents(totals.paidCents)}
            </TableCell>
            <TableCell align="right" data-label="Balance">
              {formatCents(totals.billedCents - totals.paidCents)}
            </TableCell>
            {editable && <TableCell />}
          </TableRow>
        </TableBody>
      </ResponsiveTable>
    </Box>
  );
};
