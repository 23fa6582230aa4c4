import { useMemo } from 'react';
import { Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useNotify } from 'react-admin';
import { REDUCTION_NOTE_MAX, formatCents } from '@casebridge/domain';
import type { ReductionRequestBody } from '@casebridge/domain';
import { TextInput } from '../../shared/formFields.tsx';
import { FormDialog } from '../../shared/FormDialog.tsx';
import { RadioChoiceInput } from '../../shared/RadioChoiceInput.tsx';
import { useRequestReduction } from './api.ts';
import { MoneyInput } from './BillingFields.tsx';
import { BreakdownChoice } from './BreakdownChoice.tsx';
import { formResolver } from './billingForm.ts';
import {
  NO_BREAKDOWN,
  REQUEST_FIELDS,
  REQUEST_RENAME,
  parseRequest,
  requestedPayoffCents,
} from './reductionForm.ts';
import type { RequestValues } from './reductionForm.ts';
import { useBillingFailure } from './useBillingFailure.ts';

const BY_LABELS = { AMOUNT: 'An amount', PERCENT: 'A percentage' } as const;

/**
 * "Request reduction" (the firm): a reduction of the provider's balance by an amount or a percentage, with a
 * note and optionally the settlement breakdown (a file of the case, shared with the provider by the request). It shows what the provider would be owed; the domain's rules refuse what the API would refuse.
 */
export const RequestReductionDialog = ({
  caseId,
  provider,
  balanceCents,
  onClose,
}: {
  caseId: string;
  provider: { id: string; name: string };
  balanceCents: number;
  onClose: () => void;
}) => {
  const notify = useNotify();
  const request = useRequestReduction(caseId, provider.id);
  const failed = useBillingFailure(caseId);
  const resolver = useMemo(
    () => formResolver((values: RequestValues) => parseRequest(values, balanceCents)),
    [balanceCents],
  );
  const form = useForm<RequestValues, unknown, ReductionRequestBody>({
    resolver,
    defaultValues: { by: 'AMOUNT', amount: '', percent: '', note: '', breakdownFileId: NO_BREAKDOWN },
  });
  const values = form.watch();
  const payoff = requestedPayoffCents(values, balanceCents);
  const submit = form.handleSubmit(async (body) => {
    try {
      await request.mutateAsync(body);
      notify('Reduction requested', { type: 'success' });
      onClose();
    } catch (error) {
      if (failed(error, form.setError, REQUEST_FIELDS, REQUEST_RENAME)) onClose();
    }
  });

  return (
    <FormDialog
      titleId="request-reduction-title"
      title={`Request a reduction from ${provider.name}`}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Send request"
      pending={request.isPending}
    >
      <Stack spacing={2}>
        <Typography>Balance due: {formatCents(balanceCents)}</Typography>
        <RadioChoiceInput<RequestValues, RequestValues['by']>
          name="by"
          label="Reduce the balance by"
          choices={['AMOUNT', 'PERCENT']}
          labels={BY_LABELS}
        />
        {values.by === 'AMOUNT' ? (
          <MoneyInput key="amount" name="amount" label="Reduction amount" required />
        ) : (
          <TextInput key="percent" name="percent" label="Reduction percentage (%)" required />
        )}
        <TextInput name="note" label="Note" multiline helperText={`Up to ${REDUCTION_NOTE_MAX} characters`} />
        <BreakdownChoice caseId={caseId} />
        <Typography role="status" color="text.secondary">
          {payoff === null
            ? 'Enter the reduction to see what the provider would be owed.'
            : `If accepted, the provider is owed ${formatCents(payoff)}.`}
        </Typography>
      </Stack>
    </FormDialog>
  );
};
