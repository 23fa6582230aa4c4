import { useNotify } from 'react-admin';
import { COMPANY_MEMBER_MESSAGES } from '@casebridge/domain';
import type { User } from '@casebridge/domain';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
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
    <ConfirmDialog
      title="Disable this member?"
      confirmLabel="Disable member"
      pending={change.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {member.name} {member.lastName} will no longer be able to sign in.
    </ConfirmDialog>
  );
};
