import { MenuItem, Stack, TextField } from '@mui/material';
import {
  TASK_CATEGORIES,
  TASK_CATEGORY_LABELS,
  TASK_DUE_FILTERS,
  TASK_DUE_FILTER_LABELS,
  TASK_STATUSES,
  TASK_STATUS_LABELS,
  taskDueFilter,
} from '@casebridge/domain';
import type { TaskDueFilter } from '@casebridge/domain';
import type { User } from '@casebridge/domain';

export interface TaskFilterValues {
  category: string;
  status: string;
  assigneeId: string;
  due: TaskDueFilter | '';
}

export const NO_TASK_FILTERS: TaskFilterValues = { category: '', status: '', assigneeId: '', due: '' };

/** The list filter (ra-data-simple-rest) of the chosen values, the due ranges in the viewer's time zone. */
export function taskListFilter(values: TaskFilterValues, now: Date = new Date()): Record<string, unknown> {
  const due = values.due ? taskDueFilter(values.due, now, now.getTimezoneOffset()) : {};
  return {
    ...due,
    ...(values.category ? { category: values.category } : {}),
    ...(values.status ? { status: values.status } : {}),
    ...(values.assigneeId ? { assigneeId: values.assigneeId } : {}),
  };
}

const Select = ({
  label,
  value,
  onChange,
  all,
  choices,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  all: string;
  choices: readonly { value: string; label: string }[];
}) => (
  <TextField
    select
    size="small"
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    sx={{ minWidth: 170 }}
  >
    <MenuItem value="">{all}</MenuItem>
    {choices.map((c) => (
      <MenuItem key={c.value} value={c.value}>
        {c.label}
      </MenuItem>
    ))}
  </TextField>
);

/** Category, status, assignee (the company view) and due (overdue, today, this week). */
export const TaskFilters = ({
  values,
  onChange,
  assignees,
}: {
  values: TaskFilterValues;
  onChange: (values: TaskFilterValues) => void;
  /** The company's users, or null in "My tasks". */
  assignees: readonly User[] | null;
}) => {
  // An overdue task is an open one: Done is not offered with it.
  const statuses = values.due === 'overdue' ? TASK_STATUSES.filter((s) => s !== 'COMPLETED') : TASK_STATUSES;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, mb: 2 }}>
      <Select
        label="Category"
        all="All categories"
        value={values.category}
        onChange={(category) => onChange({ ...values, category })}
        choices={TASK_CATEGORIES.map((c) => ({ value: c, label: TASK_CATEGORY_LABELS[c] }))}
      />
      <Select
        label="Status"
        all="All statuses"
        value={values.status}
        onChange={(status) => onChange({ ...values, status })}
        choices={statuses.map((s) => ({ value: s, label: TASK_STATUS_LABELS[s] }))}
      />
      {assignees && (
        <Select
          label="Assignee"
          all="Everyone"
          value={values.assigneeId}
          onChange={(assigneeId) => onChange({ ...values, assigneeId })}
          choices={assignees.map((u) => ({ value: u.id, label: `${u.name} ${u.lastName}`.trim() }))}
        />
      )}
      <Select
        label="Due"
        all="Any time"
        value={values.due}
        onChange={(due) =>
          onChange({
            ...values,
            due: due as TaskDueFilter | '',
            status: due === 'overdue' && values.status === 'COMPLETED' ? '' : values.status,
          })
        }
        choices={TASK_DUE_FILTERS.map((d) => ({ value: d, label: TASK_DUE_FILTER_LABELS[d] }))}
      />
    </Stack>
  );
};
