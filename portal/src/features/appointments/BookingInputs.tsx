/** The booking form's select and date-time inputs, bound by name to its react-hook-form FormProvider. */
import { MenuItem, TextField } from '@mui/material';
import { useController } from 'react-hook-form';
import type { BookingValues } from './bookingForm.ts';

/** A select bound to the form, with an empty choice when `emptyLabel` is given. */
export const ChoiceInput = ({
  name,
  label,
  choices,
  emptyLabel,
  required,
  loading,
}: {
  name: keyof BookingValues;
  label: string;
  choices: readonly { id: string; name: string }[];
  emptyLabel?: string;
  required?: boolean;
  loading?: boolean;
}) => {
  const { field, fieldState } = useController<BookingValues>({ name });
  return (
    <TextField
      select
      name={field.name}
      inputRef={field.ref}
      label={label}
      required={required}
      fullWidth
      value={field.value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? (loading ? 'Loading…' : undefined)}
    >
      {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** datetime-local input bound to the form. */
export const DateTimeInput = ({ name, label }: { name: 'start' | 'end'; label: string }) => {
  const { field, fieldState } = useController<BookingValues>({ name });
  return (
    <TextField
      type="datetime-local"
      name={field.name}
      inputRef={field.ref}
      label={label}
      required
      fullWidth
      value={field.value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
};
