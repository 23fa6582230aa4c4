import { useState } from 'react';
import { Alert, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { MESSAGES } from '@casebridge/domain';
import type { BillView, ProviderBilling } from '@casebridge/domain';
import { LoadFailure } from '../../shared/LoadFailure.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { useProviderBilling } from './api.ts';
import { BillDialog } from './BillDialog.tsx';
import { BillingTotals } from './BillingTotals.tsx';
import { BillsTable } from './BillsTable.tsx';
import { PaymentDialog } from './PaymentDialog.tsx';
import { PaymentsTable } from './PaymentsTable.tsx';
import { ReductionsPanel } from './ReductionsPanel.tsx';
import { VoidBillDialog } from './VoidBillDialog.tsx';

type Open = { kind: 'bill'; bill: BillView | null } | { kind: 'void'; bill: BillView } | { kind: 'payment' };

/**
 * /cases/{id}/billing/{healthProviderId} (issue 14): one provider's bills, payments and reductions on a case,
 * for the case's firm and that provider (the API answers 404 to anyone else). What the caller may do comes
 * from the answer's `can`, which the API enforces too.
 */
export const BillingPage = () => {
  const { id = '', healthProviderId = '' } = useParams();
  const query = useProviderBilling(id, healthProviderId);
  usePageTitle(query.data ? `Billing of ${query.data.provider.name}` : 'Billing');
  const back = (
    <Link component={RouterLink} to={`/cases/${encodeURIComponent(id)}`}>
      ← {query.data ? `Case ${query.data.folio}` : 'The case'}
    </Link>
  );
  if (query.isPending || query.isError) {
    const missing = query.isError && apiFailure(query.error).status === 404;
    return (
      <Stack spacing={2}>
        {back}
        <Typography variant="h4" component="h1">
          Billing
        </Typography>
        {query.isPending && <Typography role="status">Loading the billing…</Typography>}
        {query.isError && (
          <LoadFailure error={query.error} onRetry={missing ? undefined : () => query.refetch()}>
            {missing ? 'This billing does not exist or you do not have access to it.' : undefined}
          </LoadFailure>
        )}
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      {back}
      <BillingView billing={query.data} />
    </Stack>
  );
};

const BillingView = ({ billing }: { billing: ProviderBilling }) => {
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const { caseId, provider } = billing;
  return (
    <>
      <Typography variant="h4" component="h1">
        Billing of {provider.name}
      </Typography>
      {!billing.caseOpen && <Alert severity="info">{MESSAGES.billingClosedCase}</Alert>}
      <BillingTotals totals={billing.totals} />
      <Paper variant="outlined" component="section" aria-labelledby="bills-title" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" id="bills-title">
            Bills
          </Typography>
          {billing.can.addBill && (
            <Button variant="contained" onClick={() => setOpen({ kind: 'bill', bill: null })}>
              Add bill
            </Button>
          )}
        </Stack>
        <BillsTable
          billing={billing}
          onCorrect={(bill) => setOpen({ kind: 'bill', bill })}
          onVoid={(bill) => setOpen({ kind: 'void', bill })}
        />
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="payments-title" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" id="payments-title">
            Payments
          </Typography>
          {billing.can.recordPayment && (
            <Button variant="contained" onClick={() => setOpen({ kind: 'payment' })}>
              Record payment
            </Button>
          )}
        </Stack>
        <PaymentsTable payments={billing.payments} bills={billing.bills} />
      </Paper>
      <ReductionsPanel billing={billing} />
      {open?.kind === 'bill' && (
        <BillDialog caseId={caseId} providerId={provider.id} bill={open.bill} onClose={close} />
      )}
      {open?.kind === 'void' && (
        <VoidBillDialog
          caseId={caseId}
          providerId={provider.id}
          bill={open.bill}
          payments={billing.payments}
          onClose={close}
        />
      )}
      {open?.kind === 'payment' && (
        <PaymentDialog
          caseId={caseId}
          providerId={provider.id}
          bills={billing.bills}
          payments={billing.payments}
          onClose={close}
        />
      )}
    </>
  );
};
