import { Stack, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm } from 'react-hook-form';
import { useNotify } from 'react-admin';
import {
  CASE_STATUSES,
  CASE_STATUS_LABELS,
  TASK_CATEGORIES,
  TASK_CATEGORY_LABELS,
  TASK_TEMPLATE_LIMITS,
  TASK_TEMPLATE_MESSAGES,
  TASK_TEMPLATE_ROLES,
  TASK_TEMPLATE_ROLE_LABELS,
  taskTemplateInputSchema,
} from '@casebridge/domain';
import type {
  CaseStatus,
  TaskTemplateFormValues,
  TaskTemplateInput,
  TaskTemplateView,
} from '@casebridge/domain';
import { useSession } from '@casebridge/domain/client';
import { FormDialog } from '../../shared/FormDialog.tsx';
import { TextInput } from '../../shared/formFields.tsx';
import { showServerErrors } from '../../shared/serverErrors.ts';
import { useSaveTaskTemplate, useTaskAssignees } from './api.ts';
import { ChoiceInput } from './TaskDialog.tsx';

const FIELDS = ['caseStatus', 'title', 'description', 'category', 'dueInDays', 'assignTo'] as const;

function defaults(template: TaskTemplateView | null, caseStatus: CaseStatus): TaskTemplateFormValues {
  if (template)
    return {
      caseStatus: template.caseStatus,
      title: template.title,
      description: template.description,
      category: template.category,
      dueInDays: String(template.dueInDays),
      assignTo: template.assignTo,
    };
  return {
    caseStatus,
    title: '',
    description: '',
    category: 'FOLLOW_UP',
    dueInDays: '7',
    assignTo: 'RESPONSIBLE_ATTORNEY',
  };
}

const DueInDaysInput = () => {
  const { field, fieldState } = useController({ name: 'dueInDays' });
  return (
    <TextField
      type="number"
      required
      fullWidth
      name={field.name}
      inputRef={field.ref}
      label="Due after (days)"
      value={(field.value as string | number | undefined) ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? 'Days after the case enters the status (0 = the same day).'}
      slotProps={{
        htmlInput: {
          min: TASK_TEMPLATE_LIMITS.dueInDaysMin,
          max: TASK_TEMPLATE_LIMITS.dueInDaysMax,
          step: 1,
        },
      }}
    />
  );
};

interface TaskTemplateDialogProps {
  template: TaskTemplateView | null;
  /** The status a new template starts with. */
  caseStatus?: CaseStatus;
  onClose: () => void;
}

/** Creates a task template (`template` null) or edits one: the domain's schema checks it here as the API does. */
export const TaskTemplateDialog = ({ template, caseStatus = 'INTAKE', onClose }: TaskTemplateDialogProps) => {
  const notify = useNotify();
  const current = useSession();
  const members = useTaskAssignees(current?.company?.id ?? null);
  const save = useSaveTaskTemplate(template?.id ?? null);
  const form = useForm<TaskTemplateFormValues, unknown, TaskTemplateInput>({
    resolver: zodResolver(taskTemplateInputSchema),
    mode: 'onTouched',
    defaultValues: defaults(template, caseStatus),
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notify(template ? TASK_TEMPLATE_MESSAGES.updated : TASK_TEMPLATE_MESSAGES.created, { type: 'success' });
      onClose();
    } catch (error) {
      showServerErrors(error, form.setError, FIELDS);
    }
  });
  const assignees = [
    ...TASK_TEMPLATE_ROLES.map((role) => ({ value: role, label: TASK_TEMPLATE_ROLE_LABELS[role] })),
    ...(members.data ?? []).map((m) => ({ value: m.id, label: `${m.name} ${m.lastName}`.trim() })),
  ];
  if (template && !assignees.some((a) => a.value === template.assignTo))
    assignees.push({ value: template.assignTo, label: template.assigneeName });

  return (
    <FormDialog
      titleId="task-template-dialog-title"
      title={template ? 'Edit task template' : 'New task template'}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={template ? 'Save template' : 'Create template'}
      pending={save.isPending}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <ChoiceInput
          name="caseStatus"
          label="When a case enters"
          choices={CASE_STATUSES.map((s) => ({ value: s, label: CASE_STATUS_LABELS[s] }))}
        />
        <TextInput name="title" label="Task title" required />
        <TextInput name="description" label="Description" multiline />
        <ChoiceInput
          name="category"
          label="Category"
          choices={TASK_CATEGORIES.map((c) => ({ value: c, label: TASK_CATEGORY_LABELS[c] }))}
        />
        <DueInDaysInput />
        <ChoiceInput
          name="assignTo"
          label="Assign to"
          choices={assignees}
          helperText={members.isError ? 'The company’s users could not be loaded.' : undefined}
        />
      </Stack>
    </FormDialog>
  );
};
