import { Stack, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { useNotify } from 'react-admin';
import {
  FUNDING_REQUEST_FOR,
  FUNDING_REQUEST_FOR_LABELS,
  FUNDING_TEXT_MAX,
  FUNDING_TYPES,
  FUNDING_TYPE_LABELS,
  MESSAGES,
  createFundingRequestBodySchema,
  fundingStatusLabel,
} from '@casebridge/domain';
import type {
  CreateFundingRequestBody,
  FundingRequestFor,
  FundingType,
  LegalCaseView,
} from '@casebridge/domain';
import { TextInput } from '../../shared/formFields.tsx';
import { FormDialog } from '../../shared/FormDialog.tsx';
import { RadioChoiceInput } from '../../shared/RadioChoiceInput.tsx';
import { showServerErrors } from '../../shared/serverErrors.ts';
import { useDebouncedValue } from '../../shared/useDebouncedValue.ts';
import { useCreateFundingRequest } from './api.ts';
import { FactoringCompanyChoice } from './FactoringCompanyChoice.tsx';

type Values = {
  caseId: string;
  factoringCompanyId: string;
  type: FundingType | '';
  requestFor: FundingRequestFor | '';
  amount: number | undefined;
  note: string;
};
// The domain's body schema; the form also needs a factoring company chosen (the server checks it fits).
const schema = createFundingRequestBodySchema.extend({
  factoringCompanyId: z.string().min(1, MESSAGES.fieldRequired),
});
const resolver = zodResolver(schema) as unknown as Resolver<Values, unknown, CreateFundingRequestBody>;

const AmountInput = () => {
  const { field, fieldState } = useController<Values, 'amount'>({ name: 'amount' });
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      label="Amount (USD)"
      type="number"
      required
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      slotProps={{ htmlInput: { min: 1, step: 'any' } }}
    />
  );
};

/**
 * "Request funding" on a case (the firm): type, for whom, amount, note, and a factoring company that takes it
 * (the factoring search for the amount, the type and the case's accident state). A member's request waits
 * for the owner's review; an owner's or admin's goes to the factoring company.
 */
export const RequestFundingDialog = ({
  legalCase,
  onClose,
}: {
  legalCase: LegalCaseView;
  onClose: () => void;
}) => {
  const notify = useNotify();
  const create = useCreateFundingRequest();
  const form = useForm<Values, unknown, CreateFundingRequestBody>({
    resolver,
    defaultValues: { caseId: legalCase.id, factoringCompanyId: '', type: '', requestFor: '', note: '' },
  });
  const [type, amount] = form.watch(['type', 'amount']);
  const settledAmount = useDebouncedValue(amount, 400);
  const query =
    type && settledAmount !== undefined && settledAmount > 0
      ? { requestAmount: settledAmount, requestType: type, stateCode: legalCase.accidentState }
      : null;
  const submit = form.handleSubmit(async (body) => {
    try {
      const created = await create.mutateAsync(body);
      notify(`Funding requested: ${fundingStatusLabel(created.status)}`, { type: 'success' });
      onClose();
    } catch (error) {
      showServerErrors(error, form.setError, ['factoringCompanyId', 'type', 'requestFor', 'amount', 'note']);
    }
  });

  return (
    <FormDialog
      titleId="request-funding-title"
      title={`Request funding for case ${legalCase.folio}`}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Send request"
      pending={create.isPending}
    >
      <Stack spacing={2}>
        <RadioChoiceInput<Values, FundingType>
          name="type"
          label="Type"
          choices={FUNDING_TYPES}
          labels={FUNDING_TYPE_LABELS}
        />
        <RadioChoiceInput<Values, FundingRequestFor>
          name="requestFor"
          label="Requested for"
          choices={FUNDING_REQUEST_FOR}
          labels={FUNDING_REQUEST_FOR_LABELS}
        />
        <AmountInput />
        <TextInput name="note" label="Note" multiline helperText={`Up to ${FUNDING_TEXT_MAX} characters`} />
        <FactoringCompanyChoice query={query} />
      </Stack>
    </FormDialog>
  );
};
