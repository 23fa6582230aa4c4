/**
 * The billing forms' inputs, bound by name to the surrounding react-hook-form FormProvider: an amount in
 * dollars (kept as typed; the form's resolver reads it as cents) and a calendar day. The payer is the shared
 * SelectInput.
 */
import { InputAdornment, TextField } from '@mui/material';
import { useController } from 'react-hook-form';

interface FieldProps {
  name: string;
  label: string;
  required?: boolean;
  helperText?: string;
}

export const MoneyInput = ({ name, label, required, helperText }: FieldProps) => {
  const { field, fieldState } = useController({ name });
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      label={label}
      required={required}
      fullWidth
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
      }}
    />
  );
};

export const DayInput = ({ name, label, required, max }: FieldProps & { max?: string }) => {
  const { field, fieldState } = useController({ name });
  return (
    <TextField
      type="date"
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      label={label}
      required={required}
      fullWidth
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max } }}
    />
  );
};
