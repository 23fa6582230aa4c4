import { Autocomplete, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import { TASK_CATEGORIES, type ReportInfo, type User } from '@casebridge/domain';
import type { ReportParams } from '@casebridge/domain/client';

const humanize = (value: string) => value.charAt(0) + value.slice(1).toLowerCase().replace(/_/g, ' ');

/** An attorney to limit the velocity report to, searched as you type. */
const UserPicker = ({ value, onChange }: { value?: string; onChange: (id?: string) => void }) => {
  const [search, setSearch] = useState('');
  const { data = [], isPending } = useGetList<User>('users', {
    filter: { userType: 'ATTORNEY', ...(search ? { q: search } : {}) },
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'lastName', order: 'ASC' },
  });
  return (
    <Autocomplete
      sx={{ minWidth: 260 }}
      options={data}
      loading={isPending}
      value={data.find((user) => user.id === value) ?? null}
      getOptionLabel={(user) => `${user.name} ${user.lastName}`}
      onInputChange={(_, text) => setSearch(text)}
      onChange={(_, user) => onChange(user?.id)}
      renderInput={(params) => <TextField {...params} size="small" label="Attorney (optional)" />}
    />
  );
};

interface ReportFiltersProps {
  report: ReportInfo;
  value: ReportParams;
  errors: Record<string, string>;
  onChange: (value: ReportParams) => void;
}

/** A date filter's width: both ends of the range side by side, the same size. */
const DATE_WIDTH = 200;

/**
 * The filters a report accepts: date range, task categories, attorney. One row of fixed-width fields that wraps
 * with a gap (not Stack's margins, which pushed a wrapped field off the left edge), aligned at their top.
 */
export const ReportFilters = ({ report, value, errors, onChange }: ReportFiltersProps) => (
  <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
    {report.filters.includes('dateRange') && (
      <>
        <TextField
          type="date"
          size="small"
          label="From"
          fullWidth={false}
          sx={{ width: DATE_WIDTH }}
          value={value.from ?? ''}
          onChange={(e) => onChange({ ...value, from: e.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true } }}
          error={!!errors.from}
          helperText={errors.from}
        />
        <TextField
          type="date"
          size="small"
          label="To"
          fullWidth={false}
          sx={{ width: DATE_WIDTH }}
          value={value.to ?? ''}
          onChange={(e) => onChange({ ...value, to: e.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true } }}
          error={!!errors.to}
          helperText={errors.to}
        />
      </>
    )}
    {report.filters.includes('categories') && (
      <TextField
        select
        size="small"
        label="Categories"
        sx={{ minWidth: 220 }}
        value={value.categories ?? []}
        onChange={(e) => {
          const picked = e.target.value as unknown as string[];
          onChange({ ...value, categories: picked.length ? picked : undefined });
        }}
        slotProps={{ select: { multiple: true } }}
        helperText={errors.categories ?? 'All categories when none is chosen'}
        error={!!errors.categories}
      >
        {TASK_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {humanize(category)}
          </MenuItem>
        ))}
      </TextField>
    )}
    {report.filters.includes('user') && (
      <UserPicker value={value.userId} onChange={(userId) => onChange({ ...value, userId })} />
    )}
  </Stack>
);
