import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useNotify } from 'react-admin';
import { COMPANY_MEMBER_MESSAGES } from '@casebridge/domain';
import type { User } from '@casebridge/domain';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useChangeMember } from './api.ts';

/** Asks before disabling a member (they can no longer sign in). */
export const DisableMemberDialog = ({
  companyId,
  member,
  onClose,
}: {
  companyId: string;
  member: User;
  onClose: () => void;
}) => {
  const notify = useNotify();
  const change = useChangeMember(companyId);
  const confirm = () =>
    change.mutate(
      { userId: member.id, permission: 'DISABLED' },
      {
        onSuccess: () => {
          notify(COMPANY_MEMBER_MESSAGES.disabled, { type: 'success' });
          onClose();
        },
        onError: (error) => notify(apiFailure(error).message, { type: 'error' }),
      },
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby="disable-member-title">
      <DialogTitle id="disable-member-title">Disable this member?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {member.name} {member.lastName} will no longer be able to sign in.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <LoadingButton color="error" variant="contained" loading={change.isPending} onClick={confirm}>
          Disable member
        </LoadingButton>
      </DialogActions>
    </Dialog>
  );
};
