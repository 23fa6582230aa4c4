import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useController, useForm } from 'react-hook-form';
import { useNotify } from 'react-admin';
import { TASK_CATEGORIES, TASK_CATEGORY_LABELS, TASK_MESSAGES, taskInputSchema } from '@casebridge/domain';
import type { TaskFormValues, TaskInput, TaskView } from '@casebridge/domain';
import { useSession } from '@casebridge/domain/client';
import { TextInput } from '../../shared/formFields.tsx';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { showServerErrors } from '../../shared/serverErrors.ts';
import { useSaveTask, useTaskAssignees } from './api.ts';
import { TaskCaseInput } from './TaskCaseInput.tsx';

const FIELDS = ['title', 'description', 'category', 'assigneeId', 'dueDate', 'caseId'] as const;

/** The form's first values: the task's, or a new task for the caller due in a week. */
function defaults(task: TaskView | null, userId: string): TaskFormValues {
  if (task)
    return {
      title: task.title,
      description: task.description,
      category: task.category,
      assigneeId: task.assigneeId,
      dueDate: task.dueDate.slice(0, 10),
      caseId: task.caseId,
    };
  const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  return {
    title: '',
    description: '',
    category: 'FOLLOW_UP',
    assigneeId: userId,
    dueDate: due,
    caseId: null,
  };
}

/** A select bound to the form by name (the task and task template dialogs). */
export const ChoiceInput = ({
  name,
  label,
  choices,
  helperText,
}: {
  name: string;
  label: string;
  choices: readonly { value: string; label: string }[];
  helperText?: string;
}) => {
  const { field, fieldState } = useController({ name });
  return (
    <TextField
      select
      required
      fullWidth
      name={field.name}
      inputRef={field.ref}
      label={label}
      value={choices.some((c) => c.value === field.value) ? field.value : ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    >
      {choices.map((c) => (
        <MenuItem key={c.value} value={c.value}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
};

const DueDateInput = () => {
  const { field, fieldState } = useController({ name: 'dueDate' });
  return (
    <TextField
      type="date"
      required
      fullWidth
      name={field.name}
      inputRef={field.ref}
      label="Due date"
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
};

/** Creates a task (`task` null) or edits one: the domain's schema checks it here as the API does. */
export const TaskDialog = ({ task, onClose }: { task: TaskView | null; onClose: () => void }) => {
  const notify = useNotify();
  const current = useSession();
  const members = useTaskAssignees(current?.company?.id ?? null);
  const save = useSaveTask(task?.id ?? null);
  const form = useForm<TaskFormValues, unknown, TaskInput>({
    resolver: zodResolver(taskInputSchema),
    mode: 'onTouched',
    defaultValues: defaults(task, current?.userId ?? ''),
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notify(task ? TASK_MESSAGES.updated : TASK_MESSAGES.created, { type: 'success' });
      onClose();
    } catch (error) {
      showServerErrors(error, form.setError, FIELDS);
    }
  });
  const assignees = (members.data ?? []).map((m) => ({
    value: m.id,
    label: `${m.name} ${m.lastName}`.trim(),
  }));
  if (task && !assignees.some((a) => a.value === task.assigneeId))
    assignees.unshift({ value: task.assigneeId, label: task.assigneeName });
  const rootError = form.formState.errors.root?.message;
  const title = task ? 'Edit task' : 'New task';

  return (
    <Dialog open onClose={onClose} aria-labelledby="task-dialog-title" maxWidth="sm" fullWidth>
      <DialogTitle id="task-dialog-title">{title}</DialogTitle>
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="task-dialog-title">
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {rootError && <Alert severity="error">{rootError}</Alert>}
              <TextInput name="title" label="Title" required />
              <TextInput name="description" label="Description" multiline />
              <ChoiceInput
                name="category"
                label="Category"
                choices={TASK_CATEGORIES.map((c) => ({ value: c, label: TASK_CATEGORY_LABELS[c] }))}
              />
              <ChoiceInput
                name="assigneeId"
                label="Assignee"
                choices={assignees}
                helperText={members.isError ? 'The company’s users could not be loaded.' : undefined}
              />
              <DueDateInput />
              <TaskCaseInput
                initial={task?.caseId ? { id: task.caseId, label: task.caseFolio ?? task.caseId } : null}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <LoadingButton type="submit" variant="contained" loading={save.isPending}>
              {task ? 'Save task' : 'Create task'}
            </LoadingButton>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
};
