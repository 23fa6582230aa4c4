import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  FormControlLabel,
  List,
  ListItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { MESSAGES, format, isDuplicateAddress, isPendingCancellation } from '@casebridge/domain';
import type { Address, CompanyAddressInput, CompanyEditInput, PremiumFields } from '@casebridge/domain';
import { AddressSelector } from '../../shared/address/AddressSelector.tsx';
import { placeLabel } from '../../shared/address/placeLocation.ts';
import type { PickedPlace } from '../../shared/address/placeLocation.ts';
import { premiumPreview } from './myCompanyForm.ts';
import { RemoveAddressDialog } from './RemoveAddressDialog.tsx';

function tierLabel(state: PremiumFields | undefined): string | null {
  if (!state) return null;
  if (isPendingCancellation(state)) return 'Pending cancellation';
  if (state.premiumStatus !== 'ACTIVE') return null;
  return state.tierType === 'FREE' ? 'Free premium' : 'Premium (paid)';
}

interface Props {
  companyId: string;
  saved: readonly Address[];
  /** The company address (its row cannot be removed). */
  locationId: string | null;
  /** Why the premium toggles are disabled, or null. */
  premiumRefusal: string | null;
  disabled?: boolean;
}

/**
 * The company's addresses in the My Company form (SPEC.md 4 "Address premium", 5): each with its suite and a
 * premium toggle (the first premium address FREE, later ones paid), removed after a confirmation; new ones are
 * picked from the maps suggestions and refused when already in the company.
 */
export const CompanyAddressesField = ({ companyId, saved, locationId, premiumRefusal, disabled }: Props) => {
  const { control, register, setValue, formState } = useFormContext<CompanyEditInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'addresses', keyName: 'key' });
  const rows = (useWatch({ control, name: 'addresses' }) ?? []) as CompanyAddressInput[];
  const preview = premiumPreview(saved, rows);
  const [place, setPlace] = useState<PickedPlace | null>(null);
  const [suite, setSuite] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const errors = formState.errors.addresses;

  const add = () => {
    if (!place) {
      setAddError(MESSAGES.invalidAddress);
      return;
    }
    const candidate = { ...place, suite };
    if (isDuplicateAddress(candidate, rows)) {
      setAddError(MESSAGES.duplicateAddress);
      return;
    }
    append({ ...place, country: place.country || 'US', suite, premiumStatus: null });
    setPlace(null);
    setSuite('');
    setAddError(null);
  };

  const removingRow = removing === null ? undefined : rows[removing];
  return (
    <Box component="section" aria-labelledby="company-addresses-title">
      <Typography id="company-addresses-title" variant="h6" component="h2">
        Addresses
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {format(MESSAGES.freePremiumAddressUsage, { x: preview.freeUsed })}
      </Typography>
      {premiumRefusal && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {premiumRefusal}
        </Alert>
      )}
      {fields.length === 0 && <Typography color="text.secondary">No addresses yet.</Typography>}
      <List disablePadding>
        {fields.map((field, index) => {
          const row = rows[index] ?? (field as CompanyAddressInput);
          const label = placeLabel(row);
          const tier = tierLabel(preview.states[index]);
          const rowError = (errors as Record<number, { message?: string }> | undefined)?.[index]?.message;
          const isLocation = row.id !== undefined && row.id === locationId;
          return (
            <ListItem key={field.key} divider disableGutters sx={{ display: 'block', py: 1.5 }}>
              {/* The address and its chips take the row's width; the controls wrap below them, so a narrow
                  form column never squeezes the address to a word per line (issue 40 item 31). */}
              <Stack spacing={1}>
                <Box>
                  <Typography>{label}</Typography>
                  <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
                    {isLocation && <Chip size="small" label="Company address" />}
                    {!row.id && <Chip size="small" color="info" label="New" />}
                    {tier && <Chip size="small" color="primary" variant="outlined" label={tier} />}
                  </Stack>
                  {rowError && (
                    <Typography role="alert" color="error" variant="body2">
                      {rowError}
                    </Typography>
                  )}
                </Box>
                <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <TextField
                    size="small"
                    label="Suite"
                    {...register(`addresses.${index}.suite`)}
                    slotProps={{ htmlInput: { 'aria-label': `Suite of ${label}`, maxLength: 60 } }}
                    disabled={disabled}
                  />
                  <FormControlLabel
                    label="Premium"
                    control={
                      <Switch
                        checked={row.premiumStatus === 'ACTIVE'}
                        disabled={disabled || premiumRefusal !== null}
                        slotProps={{ input: { 'aria-label': `Premium: ${label}` } }}
                        onChange={(event) =>
                          setValue(
                            `addresses.${index}.premiumStatus`,
                            event.target.checked ? 'ACTIVE' : 'DEACTIVATED',
                            { shouldDirty: true },
                          )
                        }
                      />
                    }
                  />
                  <Button
                    color="error"
                    onClick={() => setRemoving(index)}
                    disabled={disabled || isLocation}
                    aria-label={`Remove ${label}`}
                  >
                    Remove
                  </Button>
                </Stack>
              </Stack>
            </ListItem>
          );
        })}
      </List>
      <Stack spacing={1.5} sx={{ mt: 2 }} role="group" aria-label="Add an address">
        <AddressSelector
          label="New address"
          value={place}
          onChange={(picked) => {
            setPlace(picked);
            setAddError(null);
          }}
          error={addError ?? undefined}
          disabled={disabled}
          showMap={false}
        />
        <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            size="small"
            label="Suite of the new address"
            sx={{ flex: '1 1 14rem' }}
            value={suite}
            onChange={(event) => setSuite(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 60 } }}
            disabled={disabled}
          />
          <Button variant="outlined" onClick={add} disabled={disabled}>
            Add address
          </Button>
        </Stack>
      </Stack>
      {removing !== null && removingRow && (
        <RemoveAddressDialog
          companyId={companyId}
          address={removingRow}
          onRemoved={() => remove(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </Box>
  );
};
