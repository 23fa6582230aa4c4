import { useMemo, useState } from 'react';
import { Button, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import {
  ATTORNEY_SPECIALTIES,
  DIRECTORY,
  FACILITY_TYPES,
  HEALTH_PROVIDER_SPECIALTIES,
} from '@casebridge/domain';
import type { DirectoryKind } from '@casebridge/domain';
import { AddressSelector } from '../../shared/address/AddressSelector.tsx';
import { placeLabel } from '../../shared/address/placeLocation.ts';
import type { PickedPlace } from '../../shared/address/placeLocation.ts';
import { useCatalog } from '../../shared/api.ts';
import type { DirectoryUrlState } from './searchUrl.ts';

export interface DirectorySearchFormProps {
  state: DirectoryUrlState;
  /** Whether the kind can be switched (/directory) or the route presets it. */
  kindChoice: boolean;
  onChange: (patch: Partial<DirectoryUrlState>) => void;
}

export const KIND_LABELS: Record<DirectoryKind, string> = {
  'health-providers': 'Health providers and facilities',
  attorneys: 'Attorneys',
};

/** The place the URL holds, as the address selector shows it ('Chicago, IL'). */
function usePicked({ latitude, longitude, city, state, location }: DirectoryUrlState): PickedPlace | null {
  return useMemo(() => {
    if (latitude === null || longitude === null) return null;
    const name = city || location;
    return { address: name, city: name, state, zipCode: '', country: 'US', latitude, longitude };
  }, [latitude, longitude, city, state, location]);
}

/**
 * The search's filters: the kind (on /directory), the place (the maps suggestions, as in activation), the
 * specialty (the catalogs; facility types among providers), the radius and words. Each change but the words
 * searches at once; the words search on Enter or Search.
 */
export const DirectorySearchForm = ({ state, kindChoice, onChange }: DirectorySearchFormProps) => {
  const providers = useCatalog('specialties/health-providers', HEALTH_PROVIDER_SPECIALTIES) ?? [];
  const attorneys = useCatalog('specialties/attorneys', ATTORNEY_SPECIALTIES) ?? [];
  const facilityTypes = useCatalog('facility-types', FACILITY_TYPES) ?? [];
  const specialties =
    state.kind === 'attorneys'
      ? attorneys
      : [...providers, ...facilityTypes.map((f) => ({ id: f.id, name: `Facility: ${f.name}` }))];
  const [words, setWords] = useState(state.search);
  const picked = usePicked(state);

  const onPlace = (place: PickedPlace | null) =>
    onChange(
      place
        ? {
            location: placeLabel(place),
            latitude: place.latitude,
            longitude: place.longitude,
            city: place.city,
            state: place.state,
          }
        : { location: '', latitude: null, longitude: null, city: '', state: '' },
    );

  return (
    <Stack spacing={2} component="section" aria-label="Search filters">
      {kindChoice && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={state.kind}
          aria-label="Search for"
          onChange={(_e, kind: DirectoryKind | null) => kind && onChange({ kind, specialty: '' })}
        >
          {(Object.keys(KIND_LABELS) as DirectoryKind[]).map((kind) => (
            <ToggleButton key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ gap: 2, alignItems: { md: 'flex-start' }, flexWrap: { md: 'wrap' } }}
      >
        <Stack sx={{ flex: 2, minWidth: 240 }}>
          <AddressSelector
            label="Location"
            name="location"
            value={picked}
            onChange={onPlace}
            showMap={false}
          />
        </Stack>
        <TextField
          select
          label="Specialty"
          name="specialty"
          value={specialties.some((s) => s.id === state.specialty) ? state.specialty : ''}
          onChange={(event) => onChange({ specialty: event.target.value })}
          sx={{ flex: 1, minWidth: 200 }}
        >
          <MenuItem value="">Any specialty</MenuItem>
          {specialties.map((item) => (
            <MenuItem key={item.id} value={item.id}>
              {item.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Radius"
          name="radius"
          value={state.radius}
          onChange={(event) => onChange({ radius: Number(event.target.value) })}
          sx={{ minWidth: 120 }}
        >
          {[...new Set([...DIRECTORY.radiusChoicesMiles, state.radius])].map((miles) => (
            <MenuItem key={miles} value={miles}>
              {miles} miles
            </MenuItem>
          ))}
        </TextField>
        <Stack
          direction="row"
          spacing={1}
          component="form"
          role="search"
          sx={{ flex: 1, minWidth: { md: 300 } }}
          onSubmit={(event) => {
            event.preventDefault();
            onChange({ search: words.trim() });
          }}
        >
          <TextField
            label="Name or keyword"
            name="search"
            value={words}
            onChange={(event) => setWords(event.target.value)}
            inputProps={{ maxLength: DIRECTORY.searchTermMaxLength }}
            fullWidth
          />
          <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
            Search
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
};
