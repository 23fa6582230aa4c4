import { useMemo } from 'react';
import { DialogContentText } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useNotify } from 'react-admin';
import { BILLING_TEXT_MAX, formatCents, voidBillBodySchema, voidBillRefusal } from '@casebridge/domain';
import type { BillView, PaymentView } from '@casebridge/domain';
import { TextInput } from '../../shared/formFields.tsx';
import { FormDialog } from '../../shared/FormDialog.tsx';
import { useVoidBill } from './api.ts';
import { formResolver, schemaIssues } from './billingForm.ts';
import { calendarDay } from './billingFormat.ts';
import { useBillingFailure } from './useBillingFailure.ts';

type Values = { reason: string };

/**
 * Voids a bill after a confirmation, with its required reason (the provider). The domain's voidBillRefusal
 * is checked first: a bill with recorded payments cannot be voided.
 */
export const VoidBillDialog = ({
  caseId,
  providerId,
  bill,
  payments,
  onClose,
}: {
  caseId: string;
  providerId: string;
  bill: BillView;
  payments: readonly PaymentView[];
  onClose: () => void;
}) => {
  const notify = useNotify();
  const remove = useVoidBill(caseId, providerId, bill.id);
  const failed = useBillingFailure(caseId);
  const resolver = useMemo(
    () =>
      formResolver<Values, Values>((values) => {
        const parsed = voidBillBodySchema.safeParse(values);
        if (!parsed.success) return { issues: schemaIssues(parsed.error) };
        const figures = { ...bill, voided: bill.voidedAt !== null };
        const refusal = voidBillRefusal(figures, payments, parsed.data.reason);
        return refusal ? { issues: [{ path: 'root', message: refusal }] } : { body: parsed.data };
      }),
    [bill, payments],
  );
  const form = useForm<Values, unknown, Values>({ resolver, defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await remove.mutateAsync(reason);
      notify('Bill voided', { type: 'success' });
      onClose();
    } catch (error) {
      if (failed(error, form.setError, ['reason'])) onClose();
    }
  });

  return (
    <FormDialog
      titleId="void-bill-title"
      title="Void this bill?"
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Void bill"
      pending={remove.isPending}
      submitColor="error"
    >
      <DialogContentText sx={{ mb: 2 }}>
        {bill.description}, {calendarDay(bill.serviceDate)}, {formatCents(bill.amountCents)}. A voided bill
        stays listed with its reason and counts for nothing. This cannot be undone.
      </DialogContentText>
      <TextInput
        name="reason"
        label="Reason"
        required
        multiline
        helperText={`Up to ${BILLING_TEXT_MAX.reason} characters`}
      />
    </FormDialog>
  );
};
