import { useState } from 'react';
import { Alert, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { ListBase } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { TASK_MESSAGES, hasTaskTools, mayManageTaskTemplates } from '@casebridge/domain';
import type { TaskView } from '@casebridge/domain';
import { useSession } from '@casebridge/domain/client';
import { useCompanySubscription } from '../../shared/api.ts';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { MY_TASKS_RESOURCE, TASKS_RESOURCE } from './api.ts';
import { DeleteTaskDialog } from './DeleteTaskDialog.tsx';
import { TaskDialog } from './TaskDialog.tsx';
import { TaskListView } from './TaskListView.tsx';
import { TaskTemplatesPanel } from './TaskTemplatesPanel.tsx';

export const TASKS_PER_PAGE = 10;
const DEFAULT_SORT = { field: 'dueDate', order: 'ASC' } as const;
type View = 'mine' | 'company' | 'templates';

/**
 * /tasks (issue 16): "My tasks" (assigned to the caller) and "Company tasks", filtered, sorted and paged by
 * the server (react-admin's 'my-tasks' and 'tasks' lists). Task tools (create, edit, move, delete) are the
 * Premium plan's: other plans read the lists and see an upgrade prompt instead of the tools. Owners and admins
 * also have "Templates": the tasks a case gets when it enters a status.
 */
export const TasksPage = () => {
  usePageTitle('Tasks');
  const current = useSession();
  const companyId = current?.company?.id ?? null;
  const subscription = useCompanySubscription(companyId, true);
  const tools = hasTaskTools(subscription.data?.planType ?? 'BASIC');
  const [view, setView] = useState<View>('mine');
  const templates = mayManageTaskTemplates(current?.permissions ?? null);
  const [editing, setEditing] = useState<TaskView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TaskView | null>(null);

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <Typography variant="h4" component="h1">
          Tasks
        </Typography>
        {tools && (
          <Button variant="contained" onClick={() => setEditing('new')}>
            New task
          </Button>
        )}
      </Stack>
      {subscription.isSuccess && !tools && (
        <Alert
          severity="info"
          action={
            current?.permissions === 'OWNER' ? (
              <Button color="inherit" component={RouterLink} to="/subscription">
                Upgrade
              </Button>
            ) : undefined
          }
        >
          {TASK_MESSAGES.upgrade}
        </Alert>
      )}
      <Tabs value={view} onChange={(_, next: View) => setView(next)} aria-label="Tasks view">
        <Tab value="mine" label="My tasks" id="tasks-tab-mine" aria-controls="tasks-panel" />
        <Tab value="company" label="Company tasks" id="tasks-tab-company" aria-controls="tasks-panel" />
        {templates && (
          <Tab value="templates" label="Templates" id="tasks-tab-templates" aria-controls="tasks-panel" />
        )}
      </Tabs>
      <div role="tabpanel" id="tasks-panel" aria-labelledby={`tasks-tab-${view}`}>
        {view === 'templates' ? (
          <TaskTemplatesPanel tools={tools} />
        ) : (
          <ListBase<TaskView>
            key={view}
            resource={view === 'mine' ? MY_TASKS_RESOURCE : TASKS_RESOURCE}
            storeKey={`portal.tasks.${view}`}
            disableSyncWithLocation
            perPage={TASKS_PER_PAGE}
            sort={DEFAULT_SORT}
            queryOptions={{ onError: () => undefined }}
          >
            <TaskListView
              view={view}
              companyId={companyId}
              tools={tools}
              onCreate={() => setEditing('new')}
              onEdit={setEditing}
              onDelete={setDeleting}
            />
          </ListBase>
        )}
      </div>
      {editing && <TaskDialog task={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteTaskDialog task={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
};
