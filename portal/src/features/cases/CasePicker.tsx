import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import type { LegalCaseView } from '@casebridge/domain';
import { useDebouncedValue } from '../../shared/useDebouncedValue.ts';
import { useCaseOptions } from '../../shared/api.ts';

const labelOf = (c: LegalCaseView) => `${c.folio} · ${c.claimantName}`;

/** Picks one of the caller's cases by folio or claimant (a search of the case list); merged cases are left out. */
export const CasePicker = ({
  label,
  value,
  onChange,
  exclude,
  helperText,
}: {
  label: string;
  value: LegalCaseView | null;
  onChange: (value: LegalCaseView | null) => void;
  exclude?: string | null;
  helperText?: string;
}) => {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, 300);
  const options = useCaseOptions(value && input === labelOf(value) ? '' : search);
  const choices = (options.data ?? []).filter((c) => c.id !== exclude);
  return (
    <Autocomplete
      options={value && !choices.some((c) => c.id === value.id) ? [value, ...choices] : choices}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(all) => all}
      loading={options.isFetching}
      noOptionsText={options.isError ? 'The cases could not be loaded' : 'No case matches'}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
    />
  );
};
