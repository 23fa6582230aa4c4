import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import type { Ref } from 'react';
import { Autocomplete, Box, CircularProgress, Skeleton, Stack, TextField } from '@mui/material';
import { MESSAGES } from '@casebridge/domain';
import type { PlaceSuggestion } from '@casebridge/domain';
import type { MapPlace } from './PlaceMap.tsx';
import { placeLabel, toPickedPlace, toSuggestion } from './placeLocation.ts';
import type { PickedPlace } from './placeLocation.ts';
import { SUGGEST_MIN_LENGTH, usePlaceSuggestions } from './api.ts';

// Leaflet loads only with the first address selector shown, not with the portal's first screen.
const PlaceMap = lazy(() => import('./PlaceMap.tsx').then((module) => ({ default: module.PlaceMap })));

export interface AddressSelectorProps {
  value: PickedPlace | null | undefined;
  onChange: (place: PickedPlace | null) => void;
  onBlur?: () => void;
  /** The form's message for the field (invalid or duplicate address). */
  error?: string;
  label?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  showMap?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The address selector (SPEC.md 2.6, 5): an autocomplete fed by the maps service as the user types; the
 * address must be one of its suggestions (typing without picking one is 'Please select a valid address from
 * the maps service suggestions'). The picked place shows on a Leaflet map (zoom 3.5 on the US, 12 on it).
 */
export const AddressSelector = ({
  value,
  onChange,
  onBlur,
  error,
  label = 'Address',
  name,
  required,
  disabled,
  showMap = true,
  inputRef,
}: AddressSelectorProps) => {
  const selected = useMemo(() => (value ? toSuggestion(value) : null), [value]);
  const [inputValue, setInputValue] = useState(selected?.label ?? '');
  const [unpicked, setUnpicked] = useState(false);
  const { options, loading } = usePlaceSuggestions(
    selected && inputValue === selected.label ? '' : inputValue,
  );

  // A value set from outside (a reset, a saved address) shows its label.
  useEffect(() => {
    if (selected) setInputValue(selected.label);
  }, [selected]);

  const mapPlace = useMemo<MapPlace | null>(
    () => (value ? { latitude: value.latitude, longitude: value.longitude, label: placeLabel(value) } : null),
    [value],
  );
  const shownError = error ?? (unpicked ? MESSAGES.invalidAddress : undefined);
  const noOptionsText =
    inputValue.trim().length < SUGGEST_MIN_LENGTH ? MESSAGES.addressHint : MESSAGES.noPlacesFound;

  return (
    <Stack spacing={1.5}>
      <Autocomplete<PlaceSuggestion, false, false, false>
        value={selected}
        inputValue={inputValue}
        options={selected && !options.some((o) => o.id === selected.id) ? [selected, ...options] : options}
        filterOptions={(all) => all}
        getOptionLabel={(option) => option.label}
        isOptionEqualToValue={(option, current) => option.id === current.id}
        loading={loading}
        disabled={disabled}
        noOptionsText={noOptionsText}
        onChange={(_event, option) => {
          setUnpicked(false);
          onChange(option ? toPickedPlace(option) : null);
          setInputValue(option?.label ?? '');
        }}
        onInputChange={(_event, text, reason) => {
          if (reason !== 'input') return;
          setInputValue(text);
          if (value) onChange(null);
        }}
        onBlur={() => {
          setUnpicked(!value && inputValue.trim() !== '');
          onBlur?.();
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            name={name}
            inputRef={inputRef}
            label={label}
            required={required}
            error={Boolean(shownError)}
            helperText={shownError ?? MESSAGES.addressHint}
            InputProps={{
              ...params.InputProps,
              endAdornment: (
                <>
                  {loading && <CircularProgress color="inherit" size={18} aria-label="Loading places" />}
                  {params.InputProps.endAdornment}
                </>
              ),
            }}
          />
        )}
      />
      {showMap && (
        <Box role="region" aria-label="Map of the selected address">
          <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
            <PlaceMap place={mapPlace} />
          </Suspense>
        </Box>
      )}
    </Stack>
  );
};
