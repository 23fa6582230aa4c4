/**
 * Inputs of the activation and company forms, bound by name to the surrounding react-hook-form FormProvider
 * (the forms validate with the domain's zod schemas; these only show values and messages).
 */
import { MenuItem, TextField } from '@mui/material';
import { useController } from 'react-hook-form';
import { BILLING_TYPES, BILLING_TYPE_LABELS } from '@casebridge/domain';
import type { CatalogItem } from '@casebridge/domain';
import { AddressSelector } from './address/AddressSelector.tsx';
import { RadioChoiceInput } from './RadioChoiceInput.tsx';

interface TextInputProps {
  name: string;
  label: string;
  required?: boolean;
  readOnly?: boolean;
  helperText?: string;
  multiline?: boolean;
  /** Rewrites what the user types before it is stored (e.g. the phone mask). */
  transform?: (text: string) => string;
}

export const TextInput = ({
  name,
  label,
  required,
  readOnly,
  helperText,
  multiline,
  transform,
}: TextInputProps) => {
  const { field, fieldState } = useController({ name });
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(transform ? transform(event.target.value) : event.target.value)}
      onBlur={field.onBlur}
      label={label}
      required={required}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      fullWidth
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ input: { readOnly } }}
    />
  );
};

export const SelectInput = ({
  name,
  label,
  options,
  required,
}: {
  name: string;
  label: string;
  options: readonly CatalogItem[] | null;
  required?: boolean;
}) => {
  const { field, fieldState } = useController({ name });
  return (
    <TextField
      select
      name={field.name}
      inputRef={field.ref}
      label={label}
      required={required}
      fullWidth
      value={options ? (field.value ?? '') : ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      disabled={!options}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? (options ? undefined : 'Loading…')}
    >
      {(options ?? []).map((item) => (
        <MenuItem key={item.id} value={item.id}>
          {item.name}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** Monthly or Annual (the billing choice, required). */
export const BillingChoiceInput = ({ name = 'billingType' }: { name?: string }) => (
  <RadioChoiceInput name={name} label="Billing" choices={BILLING_TYPES} labels={BILLING_TYPE_LABELS} />
);

export const AddressInput = ({
  name = 'location',
  label = 'Address',
  required,
}: {
  name?: string;
  label?: string;
  required?: boolean;
}) => {
  const { field, fieldState } = useController({ name });
  return (
    <AddressSelector
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      label={label}
      required={required}
    />
  );
};
