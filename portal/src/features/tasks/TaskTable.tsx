import {
  Button,
  Chip,
  IconButton,
  Link,
  Stack,
  TableBody,
  TableCell,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  TASK_CATEGORY_LABELS,
  TASK_STATUS_LABELS,
  TASK_STATUS_TRANSITIONS,
  formatDayLabel,
  isTaskOverdue,
  taskStatusActionLabel,
} from '@casebridge/domain';
import type { TaskStatus, TaskView } from '@casebridge/domain';
import { SortableHead } from '../../shared/SortableHead.tsx';
import type { ListSort, SortableColumn } from '../../shared/SortableHead.tsx';
import { ResponsiveTable } from '../../shared/responsive/ResponsiveTable.tsx';

const STATUS_COLORS: Record<TaskStatus, 'default' | 'info' | 'success'> = {
  PENDING: 'default',
  IN_PROGRESS: 'info',
  COMPLETED: 'success',
};

interface TaskTableProps {
  tasks: TaskView[];
  sort: ListSort;
  onSort: (field: string) => void;
  /** The company view names each task's assignee. */
  showAssignee: boolean;
  /** The plan's task tools: without them, no action is offered. */
  tools: boolean;
  busyId: string | null;
  onMove: (task: TaskView, status: TaskStatus) => void;
  onEdit: (task: TaskView) => void;
  onDelete: (task: TaskView) => void;
}

/** The tasks' rows: due dates as Today, Yesterday, Tomorrow or 'MMM DD, YYYY', and the quick status moves. */
export const TaskTable = ({
  tasks,
  sort,
  onSort,
  showAssignee,
  tools,
  busyId,
  ...actions
}: TaskTableProps) => {
  const now = new Date();
  const columns: SortableColumn[] = [
    { id: 'title', label: 'Task', sort: 'title' },
    { id: 'category', label: 'Category' },
    { id: 'status', label: 'Status' },
    ...(showAssignee ? [{ id: 'assignee', label: 'Assignee' }] : []),
    { id: 'case', label: 'Case' },
    { id: 'due', label: 'Due', sort: 'dueDate' },
    ...(tools ? [{ id: 'actions', label: 'Actions' }] : []),
  ];
  return (
    <ResponsiveTable size="small" aria-label="Tasks" labels={columns.map((c) => c.label)}>
      <SortableHead columns={columns} sort={sort} onSort={onSort} />
      <TableBody>
        {tasks.map((task) => (
          <TableRow key={task.id} hover>
            <TableCell>
              {task.title}
              {task.description && (
                <Typography variant="body2" color="text.secondary">
                  {task.description}
                </Typography>
              )}
            </TableCell>
            <TableCell>{TASK_CATEGORY_LABELS[task.category]}</TableCell>
            <TableCell>
              <Chip size="small" color={STATUS_COLORS[task.status]} label={TASK_STATUS_LABELS[task.status]} />
            </TableCell>
            {showAssignee && <TableCell>{task.assigneeName}</TableCell>}
            <TableCell>
              {task.caseId && task.caseFolio ? (
                <Link component={RouterLink} to={`/cases/${encodeURIComponent(task.caseId)}`}>
                  {task.caseFolio}
                </Link>
              ) : (
                '—'
              )}
            </TableCell>
            <TableCell>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <span>{formatDayLabel(task.dueDate, now)}</span>
                {isTaskOverdue(task, now) && <Chip size="small" color="error" label="Overdue" />}
              </Stack>
            </TableCell>
            {tools && (
              <TableCell>
                {task.canChange && (
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    {TASK_STATUS_TRANSITIONS[task.status].map((to) => (
                      <Button
                        key={to}
                        size="small"
                        variant={to === 'COMPLETED' ? 'contained' : 'outlined'}
                        disabled={busyId === task.id}
                        onClick={() => actions.onMove(task, to)}
                        aria-label={`${taskStatusActionLabel(task.status, to)}: ${task.title}`}
                      >
                        {taskStatusActionLabel(task.status, to)}
                      </Button>
                    ))}
                    <Tooltip title="Edit">
                      <IconButton
                        size="small"
                        aria-label={`Edit ${task.title}`}
                        onClick={() => actions.onEdit(task)}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    {task.canDelete && (
                      <Tooltip title="Delete">
                        <IconButton
                          size="small"
                          aria-label={`Delete ${task.title}`}
                          onClick={() => actions.onDelete(task)}
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </Stack>
                )}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </ResponsiveTable>
  );
};
