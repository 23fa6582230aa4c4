import { useState } from 'react';
import { Box, Button, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { ListBase, useListContext } from 'react-admin';
import { CASE_STATUSES, CASE_STATUS_LABELS, TASK_CATEGORY_LABELS } from '@casebridge/domain';
import type { CaseStatus, TaskTemplateView } from '@casebridge/domain';
import { LoadFailure } from '../../shared/LoadFailure.tsx';
import { TASK_TEMPLATES_RESOURCE } from './api.ts';
import { DeleteTaskTemplateDialog } from './DeleteTaskTemplateDialog.tsx';
import { TaskTemplateDialog } from './TaskTemplateDialog.tsx';

/** A firm keeps a handful of templates per status: one page holds them all. */
const TEMPLATES_PER_PAGE = 200;
const dueLabel = (days: number) =>
  days === 0 ? 'due the same day' : `due ${days} day${days === 1 ? '' : 's'} later`;

interface TemplateListProps {
  tools: boolean;
  onCreate: (status: CaseStatus) => void;
  onEdit: (template: TaskTemplateView) => void;
  onDelete: (template: TaskTemplateView) => void;
}

/** Inside ListBase: the templates grouped by case status, with the loading, empty and error states. */
const TemplateList = ({ tools, onCreate, onEdit, onDelete }: TemplateListProps) => {
  const list = useListContext<TaskTemplateView>();
  if (list.isPending) return <Typography role="status">Loading task templates…</Typography>;
  if (list.error) return <LoadFailure error={list.error} onRetry={list.refetch} />;
  const rows = list.data ?? [];
  if (rows.length === 0)
    return (
      <Box sx={{ py: 4, textAlign: 'center' }}>
        <Typography>No task templates yet. A template creates tasks when a case enters a status.</Typography>
      </Box>
    );
  return (
    <Stack spacing={2}>
      {CASE_STATUSES.filter((status) => rows.some((t) => t.caseStatus === status)).map((status) => (
        <section key={status} aria-labelledby={`templates-${status}`}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="h6" component="h2" id={`templates-${status}`}>
              When a case enters {CASE_STATUS_LABELS[status]}
            </Typography>
            {tools && (
              <Button size="small" onClick={() => onCreate(status)}>
                Add template
              </Button>
            )}
          </Stack>
          <List dense>
            {rows
              .filter((t) => t.caseStatus === status)
              .map((t) => (
                <ListItem
                  key={t.id}
                  divider
                  secondaryAction={
                    tools && (
                      <Stack direction="row" spacing={1}>
                        <Button
                          size="small"
                          onClick={() => onEdit(t)}
                          aria-label={`Edit template ${t.title}`}
                        >
                          Edit
                        </Button>
                        <Button
                          size="small"
                          color="error"
                          onClick={() => onDelete(t)}
                          aria-label={`Delete template ${t.title}`}
                        >
                          Delete
                        </Button>
                      </Stack>
                    )
                  }
                >
                  <ListItemText
                    primary={t.title}
                    secondary={`${TASK_CATEGORY_LABELS[t.category]} · ${dueLabel(t.dueInDays)} · ${t.assigneeName}`}
                  />
                </ListItem>
              ))}
          </List>
        </section>
      ))}
    </Stack>
  );
};

/**
 * The "Templates" tab of /tasks (issue 16), for a company's owner and admins: the templates by case status,
 * created and edited in a dialog, deleted after a confirmation. Without task tools they are read only.
 */
export const TaskTemplatesPanel = ({ tools }: { tools: boolean }) => {
  const [editing, setEditing] = useState<TaskTemplateView | CaseStatus | null>(null);
  const [deleting, setDeleting] = useState<TaskTemplateView | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {tools && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
          <Button variant="outlined" onClick={() => setEditing('INTAKE')}>
            New template
          </Button>
        </Stack>
      )}
      <ListBase<TaskTemplateView>
        resource={TASK_TEMPLATES_RESOURCE}
        storeKey="portal.tasks.templates"
        disableSyncWithLocation
        perPage={TEMPLATES_PER_PAGE}
        sort={{ field: 'createdAt', order: 'ASC' }}
        queryOptions={{ onError: () => undefined }}
      >
        <TemplateList tools={tools} onCreate={setEditing} onEdit={setEditing} onDelete={setDeleting} />
      </ListBase>
      {editing && (
        <TaskTemplateDialog
          template={typeof editing === 'string' ? null : editing}
          caseStatus={typeof editing === 'string' ? editing : editing.caseStatus}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && <DeleteTaskTemplateDialog template={deleting} onClose={() => setDeleting(null)} />}
    </Paper>
  );
};
