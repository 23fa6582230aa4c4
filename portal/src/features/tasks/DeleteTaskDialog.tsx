import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useNotify } from 'react-admin';
import { TASK_MESSAGES } from '@casebridge/domain';
import type { TaskView } from '@casebridge/domain';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
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
    <Dialog open onClose={onClose} aria-labelledby="delete-task-title">
      <DialogTitle id="delete-task-title">Delete this task?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          “{task.title}” will be deleted and {task.assigneeName} will be notified. This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <LoadingButton color="error" variant="contained" loading={remove.isPending} onClick={confirm}>
          Delete task
        </LoadingButton>
      </DialogActions>
    </Dialog>
  );
};
