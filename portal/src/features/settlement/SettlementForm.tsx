import { useMemo } from 'react';
import { Alert, Box, Stack, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useController, useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useNotify } from 'react-admin';
import { FEE_BASES } from '@casebridge/domain';
import type { FeeBasis, SettlementBody, SettlementView } from '@casebridge/domain';
import { TextInput } from '../../shared/formFields.tsx';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { RadioChoiceInput } from '../../shared/RadioChoiceInput.tsx';
import { showServerErrors } from '../../shared/serverErrors.ts';
import { useSaveSettlement } from './api.ts';
import {
  FEE_BASIS_LABELS,
  settlementFormSchema,
  settlementFormValues,
  withFormFieldNames,
} from './settlementForm.ts';
import type { SettlementFormValues } from './settlementForm.ts';

const FIELDS = ['gross', 'feePercent', 'feeBasis', 'costs', 'fundingPayoff'] as const;

type MoneyField = 'gross' | 'costs' | 'fundingPayoff';

/** An amount typed in dollars (the form converts it to cents). */
const MoneyInput = ({ name, label, required }: { name: MoneyField; label: string; required?: boolean }) => {
  const { field, fieldState } = useController<SettlementFormValues, MoneyField>({ name });
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      label={label}
      type="number"
      required={required}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
    />
  );
};

/**
 * The draft's figures (the firm): gross recovery, attorney fee (33⅓ % of the gross unless the fee agreement
 * says otherwise), case costs and funding payoff, typed in dollars and saved in cents. The provider lines
 * come from the case's billing, not from this form.
 */
export const SettlementForm = ({ caseId, view }: { caseId: string; view: SettlementView }) => {
  const notify = useNotify();
  const save = useSaveSettlement(caseId);
  const savedRate = view.figures.fee.rate;
  const resolver = useMemo(
    () =>
      zodResolver(settlementFormSchema(savedRate)) as unknown as Resolver<
        SettlementFormValues,
        unknown,
        SettlementBody
      >,
    [savedRate],
  );
  const values = useMemo(() => settlementFormValues(view), [view]);
  const form = useForm<SettlementFormValues, unknown, SettlementBody>({
    resolver,
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      notify('Settlement figures saved', { type: 'success' });
    } catch (error) {
      showServerErrors(withFormFieldNames(error), form.setError, FIELDS);
    }
  });
  const rootError = form.formState.errors.root?.message;

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Settlement figures">
        <Stack spacing={2}>
          {rootError && <Alert severity="error">{rootError}</Alert>}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
            }}
          >
            <MoneyInput name="gross" label="Gross recovery (USD)" required />
            <TextInput
              name="feePercent"
              label="Attorney fee (%)"
              required
              helperText="A percentage, e.g. 33⅓ or 40"
            />
            <MoneyInput name="costs" label="Case costs (USD)" required />
            <MoneyInput name="fundingPayoff" label="Funding payoff (USD)" required />
          </Box>
          <RadioChoiceInput<SettlementFormValues, FeeBasis>
            name="feeBasis"
            label="Fee applied to"
            choices={FEE_BASES}
            labels={FEE_BASIS_LABELS}
          />
          <Box>
            <LoadingButton type="submit" variant="contained" loading={save.isPending}>
              Save figures
            </LoadingButton>
          </Box>
        </Stack>
      </form>
    </FormProvider>
  );
};
