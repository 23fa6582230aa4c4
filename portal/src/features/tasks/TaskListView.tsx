import { useState } from 'react';
import { Box, Button, Paper, TablePagination, Typography } from '@mui/material';
import { useListContext, useNotify } from 'react-admin';
import { TASK_MESSAGES, TASK_STATUS_LABELS, format } from '@casebridge/domain';
import type { TaskStatus, TaskView } from '@casebridge/domain';
import { LoadFailure } from '../../shared/LoadFailure.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useSetTaskStatus, useTaskAssignees } from './api.ts';
import { NO_TASK_FILTERS, TaskFilters, taskListFilter } from './TaskFilters.tsx';
import type { TaskFilterValues } from './TaskFilters.tsx';
import { TaskTable } from './TaskTable.tsx';

interface TaskListViewProps {
  view: 'mine' | 'company';
  companyId: string | null;
  tools: boolean;
  onCreate: () => void;
  onEdit: (task: TaskView) => void;
  onDelete: (task: TaskView) => void;
}

/** Inside ListBase: the filters, the table, the pages and the loading, empty and error states. */
export const TaskListView = ({ view, companyId, tools, onCreate, onEdit, onDelete }: TaskListViewProps) => {
  const list = useListContext<TaskView>();
  const notify = useNotify();
  const move = useSetTaskStatus();
  const members = useTaskAssignees(view === 'company' ? companyId : null);
  const [values, setValues] = useState<TaskFilterValues>(NO_TASK_FILTERS);
  const filtered = Object.values(values).some(Boolean);

  const changeFilters = (next: TaskFilterValues) => {
    setValues(next);
    list.setFilters(taskListFilter(next), undefined, false);
  };
  const onMove = (task: TaskView, status: TaskStatus) =>
    move.mutate(
      { id: task.id, status },
      {
        onSuccess: () =>
          notify(format(TASK_MESSAGES.statusChanged, { status: TASK_STATUS_LABELS[status] }), {
            type: 'success',
          }),
        onError: (error) => notify(apiFailure(error).message, { type: 'error' }),
      },
    );
  const rows = list.data ?? [];
  const total = list.total ?? 0;

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <TaskFilters
        values={values}
        onChange={changeFilters}
        assignees={view === 'company' ? (members.data ?? []) : null}
      />
      {list.isPending && <Typography role="status">Loading tasks…</Typography>}
      {list.error && <LoadFailure error={list.error} onRetry={list.refetch} />}
      {!list.isPending && !list.error && total === 0 && (
        <Box sx={{ py: 4, textAlign: 'center' }}>
          <Typography gutterBottom>
            {filtered
              ? 'No task matches these filters.'
              : view === 'mine'
                ? 'You have no tasks.'
                : 'No tasks yet.'}
          </Typography>
          {tools && !filtered && (
            <Button variant="contained" onClick={onCreate}>
              New task
            </Button>
          )}
        </Box>
      )}
      {!list.error && total > 0 && (
        <>
          <Box sx={{ overflowX: 'auto' }}>
            <TaskTable
              tasks={rows}
              sort={list.sort}
              onSort={(field) =>
                list.setSort({
                  field,
                  order: list.sort.field === field && list.sort.order === 'ASC' ? 'DESC' : 'ASC',
                })
              }
              showAssignee={view === 'company'}
              tools={tools}
              busyId={move.isPending ? (move.variables?.id ?? null) : null}
              onMove={onMove}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          </Box>
          <TablePagination
            component="div"
            count={total}
            page={Math.max(0, list.page - 1)}
            rowsPerPage={list.perPage}
            rowsPerPageOptions={[]}
            onPageChange={(_, page) => list.setPage(page + 1)}
          />
        </>
      )}
    </Paper>
  );
};
