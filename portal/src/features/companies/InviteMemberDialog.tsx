import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useNotify } from 'react-admin';
import {
  COMPANY_MEMBER_MESSAGES,
  MEMBER_PERMISSION_LABELS,
  format,
  memberInviteSchema,
} from '@casebridge/domain';
import type { MemberInviteInput, MemberInviteValues } from '@casebridge/domain';
import { FormDialog } from '../../shared/FormDialog.tsx';
import { SelectInput, TextInput } from '../../shared/formFields.tsx';
import { showServerErrors } from '../../shared/serverErrors.ts';
import { useInviteMember } from './api.ts';

const TYPES = [
  { id: 'ATTORNEY', name: 'Attorney' },
  { id: 'HEALTH_PROVIDER', name: 'Health provider' },
  { id: 'SUPPORT', name: 'Support staff' },
];
const PERMISSIONS = Object.entries(MEMBER_PERMISSION_LABELS).map(([id, name]) => ({ id, name }));
const FIELDS = ['email', 'name', 'lastName', 'userType', 'permission'] as const;

/** Invites a member by e-mail (POST /companies/{id}/members): the API e-mails a temporary password. */
export const InviteMemberDialog = ({ companyId, onClose }: { companyId: string; onClose: () => void }) => {
  const notify = useNotify();
  const invite = useInviteMember(companyId);
  const form = useForm<MemberInviteInput, unknown, MemberInviteValues>({
    resolver: zodResolver(memberInviteSchema),
    defaultValues: { email: '', name: '', lastName: '', userType: 'SUPPORT', permission: 'MEMBER' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(values);
      notify(format(COMPANY_MEMBER_MESSAGES.invited, { email: values.email }), { type: 'success' });
      onClose();
    } catch (error) {
      showServerErrors(error, form.setError, FIELDS);
    }
  });
  return (
    <FormDialog
      titleId="invite-member-title"
      title="Invite a member"
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel="Send invitation"
      pending={invite.isPending}
    >
      <Stack spacing={2}>
        <TextInput name="email" label="E-mail" required />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput name="name" label="First name" required />
          <TextInput name="lastName" label="Last name" required />
        </Stack>
        <SelectInput name="userType" label="Type" options={TYPES} required />
        <SelectInput name="permission" label="Permission" options={PERMISSIONS} required />
      </Stack>
    </FormDialog>
  );
};
