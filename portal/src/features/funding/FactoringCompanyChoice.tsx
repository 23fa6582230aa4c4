import { useId } from 'react';
import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useController } from 'react-hook-form';
import { FUNDING_TYPE_LABELS } from '@casebridge/domain';
import type { FactoringSearchQuery } from '@casebridge/domain/client';
import { LoadFailure } from '../../shared/LoadFailure.tsx';
import { useFactoringSearch } from './api.ts';
import { money } from './fundingFormat.ts';

/**
 * The factoring company asked, chosen among those the factoring search returns for the request's amount, type
 * and the case's accident state (SPEC.md section 7); nothing to choose until the amount and type are known.
 */
export const FactoringCompanyChoice = ({ query }: { query: FactoringSearchQuery | null }) => {
  const { field, fieldState } = useController({ name: 'factoringCompanyId' });
  const search = useFactoringSearch(query);
  const labelId = useId();
  const errorId = useId();
  const error = fieldState.error && <FormHelperText id={errorId}>{fieldState.error.message}</FormHelperText>;

  let body;
  if (!query)
    body = (
      <Typography color="text.secondary">
        Enter the amount and choose the type to see the factoring companies that take it.
      </Typography>
    );
  else if (search.isPending) body = <Typography role="status">Looking for factoring companies…</Typography>;
  else if (search.isError) body = <LoadFailure error={search.error} onRetry={() => search.refetch()} />;
  else if (search.data.length === 0)
    body = (
      <Typography>
        No factoring company takes a {FUNDING_TYPE_LABELS[query.requestType].toLowerCase()} of{' '}
        {money(query.requestAmount)} in {query.stateCode}. Try another amount or type.
      </Typography>
    );
  else
    body = (
      <RadioGroup
        aria-labelledby={labelId}
        aria-invalid={Boolean(fieldState.error)}
        aria-describedby={fieldState.error ? errorId : undefined}
        name={field.name}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      >
        {search.data.map((company, index) => (
          <FormControlLabel
            key={company.id}
            value={company.id}
            control={<Radio inputRef={index === 0 ? field.ref : undefined} />}
            label={`${company.name} (${money(company.minRequestAmount)} to ${money(company.maxRequestAmount)})`}
          />
        ))}
      </RadioGroup>
    );

  return (
    <FormControl error={Boolean(fieldState.error)} required component="fieldset">
      <FormLabel id={labelId} component="legend">
        Factoring company
      </FormLabel>
      {body}
      {error}
    </FormControl>
  );
};
