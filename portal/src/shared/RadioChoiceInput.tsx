/**
 * A required choice among a few values as a row of radios, bound to react-hook-form by name: the group
 * is labelled, says aria-invalid and points aria-describedby at its error, and its first radio takes the
 * field's ref so a failed submit focuses the choice (shouldFocusError).
 */
import { useId } from 'react';
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useController } from 'react-hook-form';
import type { Control, FieldValues, Path } from 'react-hook-form';

interface RadioChoiceInputProps<V extends FieldValues, T extends string> {
  name: Path<V>;
  label: string;
  choices: readonly T[];
  labels: Readonly<Record<T, string>>;
  /** The form's control, when the input is not inside a FormProvider. */
  control?: Control<V>;
}

export function RadioChoiceInput<V extends FieldValues, T extends string>({
  name,
  label,
  choices,
  labels,
  control,
}: RadioChoiceInputProps<V, T>) {
  const { field, fieldState } = useController<V>({ name, control });
  const labelId = useId();
  const errorId = useId();
  return (
    <FormControl error={Boolean(fieldState.error)} required>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        aria-invalid={Boolean(fieldState.error)}
        aria-describedby={fieldState.error ? errorId : undefined}
        name={field.name}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      >
        {choices.map((choice, index) => (
          <FormControlLabel
            key={choice}
            value={choice}
            control={<Radio inputRef={index === 0 ? field.ref : undefined} />}
            label={labels[choice]}
          />
        ))}
      </RadioGroup>
      {fieldState.error && <FormHelperText id={errorId}>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
