import { useMemo } from 'react';
import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import { useController, useForm } from 'react-hook-form';
import { useNotify } from 'react-admin';
import { BILLING_TEXT_MAX, BILL_PAYERS, BILL_PAYER_LABELS, formatCents } from '@casebridge/domain';
import type { BillView, PaymentBody, PaymentView } from '@casebridge/domain';
import { FormDialog } from '../../shared/FormDialog.tsx';
import { SelectInput, TextInput } from '../../shared/formFields.tsx';
import { useRecordPayment } from './api.ts';
import { DayInput, MoneyInput } from './BillingFields.tsx';
import { formResolver } from './billingForm.ts';
import { calendarDay, todayInput } from './billingFormat.ts';
import { PAYMENT_FIELDS, PAYMENT_RENAME, parsePayment, payableBills } from './paymentForm.ts';
import type { PaymentValues } from './paymentForm.ts';
import { useBillingFailure } from './useBillingFailure.ts';

const billLabel = (bill: BillView) =>
  `${calendarDay(bill.serviceDate)} · ${bill.description} · balance ${formatCents(bill.balanceCents)}`;

const BillSelect = ({ bills }: { bills: readonly BillView[] }) => {
  const { field, fieldState } = useController<PaymentValues, 'billId'>({ name: 'billId' });
  return (
    <TextField
      select
      name={field.name}
      inputRef={field.ref}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      label="Bill"
      required
      fullWidth
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    >
      {bills.map((bill) => (
        <MenuItem key={bill.id} value={bill.id}>
          {billLabel(bill)}
        </MenuItem>
      ))}
    </TextField>
  );
};

/**
 * Records a payment against one of the provider's bills (the firm or the provider): amount, date, payer and
 * check or reference number. An overpayment is refused here by the domain's paymentRefusal, as by the API.
 */
/** The payers, as the shared select lists them. */
const PAYER_OPTIONS = BILL_PAYERS.map((id) => ({ id, name: BILL_PAYER_LABELS[id] }));

export const PaymentDialog = ({
  caseId,
  providerId,
  bills,
  payments,
  onClose,
}: {
  caseId: string;
  providerId: string;
  bills: readonly BillView[];
  payments: readonly PaymentView[];
  onClose: () => void;
}) => {
  const notify = useNotify();
  const record = useRecordPayment(caseId, providerId);
  const failed = useBillingFailure(caseId);
  const today = todayInput();
  const open = payableBills(bills);
  const resolver = useMemo(
    () => formResolver((values: PaymentValues) => parsePayment(values, bills, payments, today)),
    [bills, payments, today],
  );
  const form = useForm<PaymentValues, unknown, PaymentBody>({
    resolver,
    defaultValues: {
      billId: open.length === 1 ? open[0]!.id : '',
      amount: '',
      date: today,
      payer: '',
      reference: '',
    },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await record.mutateAsync(body);
      notify('Payment recorded', { type: 'success' });
      onClose();
    } catch (error) {
      if (failed(error, form.setError, PAYMENT_FIELDS, PAYMENT_RENAME)) onClose();
    }
  });

  return (
    <FormDialog
      titleId="payment-dialog-title"
      title="Record a payment"
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Record payment"
      pending={record.isPending}
      noSubmit={open.length === 0}
    >
      {open.length === 0 ? (
        <Alert severity="info">No bill has a balance left to pay.</Alert>
      ) : (
        <Stack spacing={2}>
          <BillSelect bills={open} />
          <MoneyInput name="amount" label="Amount" required />
          <DayInput name="date" label="Date paid" required max={today} />
          <SelectInput name="payer" label="Payer" required options={PAYER_OPTIONS} />
          <TextInput
            name="reference"
            label="Check or reference number"
            helperText={`Up to ${BILLING_TEXT_MAX.reference} characters`}
          />
        </Stack>
      )}
    </FormDialog>
  );
};
