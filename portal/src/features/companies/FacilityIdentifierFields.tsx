import { useId } from 'react';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useController } from 'react-hook-form';
import { MESSAGES } from '@casebridge/domain';
import type { FacilityIdentifierType } from '@casebridge/domain';

const LABELS: Record<FacilityIdentifierType, string> = { LICENSE: 'Facility License #', NPI: 'NPI Number' };
const FIELD: Record<FacilityIdentifierType, 'licenseNumber' | 'npiNumber'> = {
  LICENSE: 'licenseNumber',
  NPI: 'npiNumber',
};
const other = (type: FacilityIdentifierType): FacilityIdentifierType =>
  type === 'LICENSE' ? 'NPI' : 'LICENSE';

/**
 * The facility identifier (SPEC.md 5): a choice between Facility License # and NPI Number (choosing one
 * clears the other), required unless 'This facility doesn't have a License or NPI Number' is ticked (which
 * clears both). Bound by name to the surrounding form (identifierType, licenseNumber, npiNumber,
 * noLicenseOrNpi).
 */
export const FacilityIdentifierFields = () => {
  const labelId = useId();
  const deps = ['licenseNumber', 'npiNumber'];
  const type = useController({ name: 'identifierType', rules: { deps } });
  const none = useController({ name: 'noLicenseOrNpi', rules: { deps } });
  const license = useController({ name: 'licenseNumber' });
  const npi = useController({ name: 'npiNumber' });
  const numbers = { LICENSE: license, NPI: npi };
  const chosen = (type.field.value as FacilityIdentifierType | null | undefined) ?? 'LICENSE';
  const disabled = none.field.value === true;
  const current = numbers[chosen];

  const choose = (next: FacilityIdentifierType) => {
    numbers[other(next)].field.onChange('');
    type.field.onChange(next);
  };

  return (
    <Stack spacing={1.5}>
      <FormControl disabled={disabled}>
        <FormLabel id={labelId}>Facility identifier</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          name={type.field.name}
          value={chosen}
          onChange={(event) => choose(event.target.value as FacilityIdentifierType)}
        >
          {(['LICENSE', 'NPI'] as const).map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={LABELS[option]} />
          ))}
        </RadioGroup>
      </FormControl>
      <TextField
        key={chosen}
        name={FIELD[chosen]}
        inputRef={current.field.ref}
        label={LABELS[chosen]}
        value={disabled ? '' : (current.field.value ?? '')}
        onChange={(event) => current.field.onChange(event.target.value)}
        onBlur={current.field.onBlur}
        disabled={disabled}
        required={!disabled}
        fullWidth
        error={!disabled && Boolean(current.fieldState.error)}
        helperText={disabled ? undefined : current.fieldState.error?.message}
      />
      <FormControlLabel
        control={
          <Checkbox
            name={none.field.name}
            checked={disabled}
            onChange={(event) => {
              if (event.target.checked) {
                license.field.onChange('');
                npi.field.onChange('');
              }
              none.field.onChange(event.target.checked);
            }}
          />
        }
        label={MESSAGES.noLicenseOrNpi}
      />
    </Stack>
  );
};
