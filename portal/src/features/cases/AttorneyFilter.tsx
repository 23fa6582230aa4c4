import { MenuItem, TextField } from '@mui/material';
import { mayBeResponsibleAttorney } from '@casebridge/domain';
import { useFirmMembers } from './api.ts';

interface AttorneyFilterProps {
  /** The signed-in user's firm. */
  companyId: string;
  /** The chosen attorney's user id, '' for all. */
  value: string;
  onChange: (attorneyUserId: string) => void;
}

/** The case list's filter by responsible attorney: the firm's attorneys (GET /companies/{id}/members). */
export const AttorneyFilter = ({ companyId, value, onChange }: AttorneyFilterProps) => {
  const members = useFirmMembers(companyId, true);
  const attorneys = (members.data ?? []).filter((m) => mayBeResponsibleAttorney(m, companyId));
  // A chosen attorney stays listed while the members load (or if they left), so the field never goes blank.
  const known = value === '' || attorneys.some((a) => a.id === value);
  return (
    <TextField
      select
      size="small"
      label="Attorney"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={members.isError ? 'The attorneys could not be loaded.' : undefined}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="">All attorneys</MenuItem>
      {!known && <MenuItem value={value}>The chosen attorney</MenuItem>}
      {attorneys.map((a) => (
        <MenuItem key={a.id} value={a.id}>
          {`${a.name} ${a.lastName}`.trim()}
        </MenuItem>
      ))}
    </TextField>
  );
};
