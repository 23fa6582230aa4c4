import { useId } from 'react';
import {
  Alert,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Typography,
} from '@mui/material';
import type { Professional } from '@casebridge/domain';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useCompanyProfessionals } from './api.ts';
import { professionalName } from './referralFormat.ts';

interface ProfessionalChecklistProps {
  companyId: string;
  label: string;
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string;
  required?: boolean;
  /** Shown when the company has no professional. */
  emptyText?: string;
}

/**
 * The professionals of a company (GET /companies/{id}/professionals: attorneys, health providers or
 * sub-facilities) as a labelled group of checkboxes, with its loading, failure and empty states.
 */
export const ProfessionalChecklist = ({
  companyId,
  label,
  selected,
  onChange,
  error,
  required,
  emptyText = 'This company lists no professionals.',
}: ProfessionalChecklistProps) => {
  const professionals = useCompanyProfessionals(companyId);
  const labelId = useId();
  const errorId = useId();
  if (professionals.isPending) return <Typography role="status">Loading the professionals…</Typography>;
  if (professionals.isError) return <Alert severity="error">{apiFailure(professionals.error).message}</Alert>;
  if (professionals.data.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  const toggle = (p: Professional, checked: boolean) =>
    onChange(checked ? [...selected, p.id] : selected.filter((id) => id !== p.id));
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={required}>
      <FormLabel component="legend" id={labelId}>
        {label}
      </FormLabel>
      <FormGroup aria-describedby={error ? errorId : undefined}>
        {professionals.data.map((p, index) => (
          <FormControlLabel
            key={p.id}
            label={professionalName(p)}
            control={
              <Checkbox
                checked={selected.includes(p.id)}
                onChange={(event) => toggle(p, event.target.checked)}
                slotProps={{ input: { 'aria-invalid': Boolean(error) || undefined } }}
                autoFocus={Boolean(error) && index === 0}
              />
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
};
