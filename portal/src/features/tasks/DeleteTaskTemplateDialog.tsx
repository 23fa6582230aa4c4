import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useNotify } from 'react-admin';
import { TASK_TEMPLATE_MESSAGES, format } from '@casebridge/domain';
import type { TaskTemplateView } from '@casebridge/domain';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useDeleteTaskTemplate } from './api.ts';

/** Asks before deleting a task template (the tasks it already created stay). */
export const DeleteTaskTemplateDialog = ({
  template,
  onClose,
}: {
  template: TaskTemplateView;
  onClose: () => void;
}) => {
  const notify = useNotify();
  const remove = useDeleteTaskTemplate();
  const confirm = () =>
    remove.mutate(template.id, {
      onSuccess: () => {
        notify(TASK_TEMPLATE_MESSAGES.deleted, { type: 'success' });
        onClose();
      },
      onError: (error) => notify(apiFailure(error).message, { type: 'error' }),
    });
  return (
    <Dialog open onClose={onClose} aria-labelledby="delete-task-template-title">
      <DialogTitle id="delete-task-template-title">Delete this task template?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {format(TASK_TEMPLATE_MESSAGES.deleteConfirm, { title: template.title })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <LoadingButton color="error" variant="contained" loading={remove.isPending} onClick={confirm}>
          Delete template
        </LoadingButton>
      </DialogActions>
    </Dialog>
  );
};
