import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useController } from 'react-hook-form';
import { useDebouncedValue } from '../../shared/useDebouncedValue.ts';
import { useCaseOptions } from '../../shared/api.ts';

interface CaseOption {
  id: string;
  label: string;
}

/** The task's optional case (form field `caseId`), searched among the caller's cases by folio or claimant. */
export const TaskCaseInput = ({ initial }: { initial: CaseOption | null }) => {
  const { field, fieldState } = useController({ name: 'caseId' });
  const [picked, setPicked] = useState<CaseOption | null>(initial);
  const [input, setInput] = useState(initial?.label ?? '');
  const search = useDebouncedValue(picked && input === picked.label ? '' : input, 300);
  const options = useCaseOptions(search);
  const choices: CaseOption[] = (options.data ?? []).map((c) => ({
    id: c.id,
    label: `${c.folio} · ${c.claimantName}`,
  }));
  return (
    <Autocomplete
      options={picked && !choices.some((c) => c.id === picked.id) ? [picked, ...choices] : choices}
      value={picked}
      onChange={(_, next) => {
        setPicked(next);
        field.onChange(next?.id ?? null);
      }}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(all) => all}
      loading={options.isFetching}
      noOptionsText={options.isError ? 'The cases could not be loaded' : 'No case matches'}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label="Case (optional)"
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? 'Search by folio or claimant'}
        />
      )}
    />
  );
};
