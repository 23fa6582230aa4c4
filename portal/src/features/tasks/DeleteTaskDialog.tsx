import { useNotify } from 'react-admin';
import { TASK_MESSAGES } from '@casebridge/domain';
import type { TaskView } from '@casebridge/domain';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useDeleteTask } from './api.ts';

/** Asks before deleting a task (its assignee is told). */
export const DeleteTaskDialog = ({ task, onClose }: { task: TaskView; onClose: () => void }) => {
  const notify = useNotify();
  const remove = useDeleteTask();
  const confirm = () =>
    remove.mutate(task.id, {
      onSuccess: () => {
        notify(TASK_MESSAGES.deleted, { type: 'success' });
        onClose();
      },
      onError: (error) => notify(apiFailure(error).message, { type: 'error' }),
    });
  return (
    <ConfirmDialog
      title="Delete this task?"
      confirmLabel="Delete task"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      “{task.title}” will be deleted and {task.assigneeName} will be notified. This cannot be undone.
    </ConfirmDialog>
  );
};
