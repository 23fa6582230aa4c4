import {
  Checkbox,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Typography,
} from '@mui/material';
import type { Address, License } from '@casebridge/domain';

/** One address on one line: street, suite, city, state and ZIP code. */
export const addressLine = (a: Address) =>
  `${a.address}${a.suite ? `, ${a.suite}` : ''}, ${a.city}, ${a.state} ${a.zipCode}`;

/**
 * The company's addresses as a checkbox list: which ones a profile practises at. An address belongs to one
 * profile at a time, so each one another profile has says whose it is (choosing it moves it here).
 */
export const ProfileAddressChoices = ({
  addresses,
  value,
  onChange,
  profiles,
  licenseId,
  disabled = false,
}: {
  /** The company's addresses; undefined while they load. */
  addresses: Address[] | undefined;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** The company's profiles, to name an address's current profile. */
  profiles: readonly License[];
  /** The profile being edited (null for a new one). */
  licenseId: string | null;
  disabled?: boolean;
}) => {
  const ownerOf = (a: Address) => {
    if (!a.licenseId || a.licenseId === licenseId) return null;
    const other = profiles.find((p) => p.id === a.licenseId);
    return other ? `${other.name} ${other.lastName}` : 'another profile';
  };
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <FormControl component="fieldset" variant="standard" disabled={disabled}>
      <FormLabel component="legend">Addresses the profile practises at</FormLabel>
      {!addresses && <CircularProgress size={24} aria-label="Loading the addresses" />}
      {addresses && addresses.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Your company has no saved addresses yet: add them in the company profile.
        </Typography>
      )}
      <FormGroup>
        {addresses?.map((a) => {
          const owner = ownerOf(a);
          return (
            <FormControlLabel
              key={a.id}
              control={
                <Checkbox
                  checked={value.includes(a.id)}
                  onChange={(event) => toggle(a.id, event.target.checked)}
                />
              }
              label={owner ? `${addressLine(a)} (now ${owner}'s)` : addressLine(a)}
            />
          );
        })}
      </FormGroup>
      {addresses && addresses.length > 0 && (
        <FormHelperText>
          An address belongs to one profile: choosing another profile&apos;s moves it.
        </FormHelperText>
      )}
    </FormControl>
  );
};
