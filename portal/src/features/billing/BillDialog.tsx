import { useMemo } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useNotify } from 'react-admin';
import { BILLING_TEXT_MAX, BILL_PAYERS, BILL_PAYER_LABELS } from '@casebridge/domain';
import type { BillBody, BillView } from '@casebridge/domain';
import { TextInput } from '../../shared/formFields.tsx';
import { FormDialog } from '../../shared/FormDialog.tsx';
import { useSaveBill } from './api.ts';
import { DayInput, MoneyInput } from './BillingFields.tsx';
import { BILL_FIELDS, BILL_RENAME, billDefaults, parseBill, recordedOn } from './billForm.ts';
import type { BillValues } from './billForm.ts';
import { formResolver } from './billingForm.ts';
import { calendarDay, todayInput } from './billingFormat.ts';
import { useBillingFailure } from './useBillingFailure.ts';

/**
 * Adds a bill (the provider) or corrects one (`bill`): date of service, description, optional procedure code,
 * the amount billed and what each payer already paid, in dollars. The domain's schema and billRefusal check it
 * here as the API does (a correction never goes below what was paid on the bill).
 */
export const BillDialog = ({
  caseId,
  providerId,
  bill,
  onClose,
}: {
  caseId: string;
  providerId: string;
  bill: BillView | null;
  onClose: () => void;
}) => {
  const notify = useNotify();
  const save = useSaveBill(caseId, providerId, bill?.id ?? null);
  const failed = useBillingFailure(caseId);
  const today = todayInput();
  const resolver = useMemo(
    () => formResolver((values: BillValues) => parseBill(values, recordedOn(bill), today)),
    [bill, today],
  );
  const form = useForm<BillValues, unknown, BillBody>({ resolver, defaultValues: billDefaults(bill, today) });
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      notify(bill ? 'Bill corrected' : 'Bill added', { type: 'success' });
      onClose();
    } catch (error) {
      if (failed(error, form.setError, BILL_FIELDS, BILL_RENAME)) onClose();
    }
  });
  const paidError = (form.formState.errors.paid as { message?: string } | undefined)?.message;
  const title = bill ? `Correct the bill of ${calendarDay(bill.serviceDate)}` : 'Add a bill';

  return (
    <FormDialog
      titleId="bill-dialog-title"
      title={title}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={bill ? 'Save correction' : 'Add bill'}
      pending={save.isPending}
    >
      <Stack spacing={2}>
        <DayInput name="serviceDate" label="Date of service" required max={today} />
        <TextInput
          name="description"
          label="Description"
          required
          helperText={`Up to ${BILLING_TEXT_MAX.description} characters`}
        />
        <TextInput name="procedureCode" label="Procedure code (CPT or HCPCS)" />
        <MoneyInput name="amount" label="Amount billed" required />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            Already paid by
          </Typography>
          {paidError && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {paidError}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {BILL_PAYERS.map((payer) => (
              <MoneyInput key={payer} name={`paid.${payer}`} label={BILL_PAYER_LABELS[payer]} />
            ))}
          </Box>
        </Box>
      </Stack>
    </FormDialog>
  );
};
