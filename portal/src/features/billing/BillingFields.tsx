/**
 * The billing forms' inputs, bound by name to the surrounding react-hook-form FormProvider: an amount in
 * dollars (kept as typed; the form's resolver reads it as cents), a calendar day and a choice of payer.
 */
import { InputAdornment, MenuItem, TextField } from '@mui/material';
import { useController } from 'react-hook-form';
import { BILL_PAYERS, BILL_PAYER_LABELS } from '@casebridge/domain';

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

export const PayerSelect = ({ name, label, required }: FieldProps) => {
  const { field, fieldState } = useController({ name });
  return (
    <TextField
      select
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
    >
      {BILL_PAYERS.map((payer) => (
        <MenuItem key={payer} value={payer}>
          {BILL_PAYER_LABELS[payer]}
        </MenuItem>
      ))}
    </TextField>
  );
};
