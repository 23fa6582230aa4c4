import { Checkbox, FormControlLabel, Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm } from 'react-hook-form';
import { useNotify } from 'react-admin';
import {
  UNREGISTERED_MESSAGES,
  UNREGISTERED_TYPES,
  UNREGISTERED_TYPE_LABELS,
  unregisteredProfessionalInputSchema,
} from '@casebridge/domain';
import type { UnregisteredProfessionalInput, UnregisteredProfessionalView } from '@casebridge/domain';
import { FormDialog } from '../../shared/FormDialog.tsx';
import { SelectInput, TextInput } from '../../shared/formFields.tsx';
import { showServerErrors } from '../../shared/serverErrors.ts';
import { useSaveUnregisteredProfessional } from './api.ts';

const FIELDS = ['name', 'lastName', 'type', 'email'] as const;
const TYPE_OPTIONS = UNREGISTERED_TYPES.map((id) => ({ id, name: UNREGISTERED_TYPE_LABELS[id] }));

const InviteCheckbox = () => {
  const { field } = useController<UnregisteredProfessionalInput, 'invite'>({ name: 'invite' });
  return (
    <FormControlLabel
      control={
        <Checkbox checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />
      }
      label="E-mail them an invitation to join CaseBridge"
    />
  );
};

interface UnregisteredDialogProps {
  /** The professional to edit (or to invite), or null to add one. */
  professional: UnregisteredProfessionalView | null;
  onClose: () => void;
}

/** Adds or edits a professional not on CaseBridge yet, optionally inviting them by e-mail. */
export const UnregisteredDialog = ({ professional, onClose }: UnregisteredDialogProps) => {
  const notify = useNotify();
  const save = useSaveUnregisteredProfessional();
  const form = useForm<UnregisteredProfessionalInput>({
    resolver: zodResolver(unregisteredProfessionalInputSchema),
    mode: 'onTouched',
    defaultValues: {
      name: professional?.name ?? '',
      lastName: professional?.lastName ?? '',
      type: professional?.type ?? 'HEALTH_PROVIDER',
      email: professional?.email ?? '',
      invite: professional ? professional.status === 'NOT_INVITED' : true,
    },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: professional?.id ?? null, values });
      notify(values.invite ? UNREGISTERED_MESSAGES.invited : UNREGISTERED_MESSAGES.saved, {
        type: 'success',
      });
      onClose();
    } catch (error) {
      showServerErrors(error, form.setError, FIELDS);
    }
  });
  return (
    <FormDialog
      titleId="unregistered-dialog-title"
      title={professional ? 'Edit professional' : 'Add a professional'}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Save"
      pending={save.isPending}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput name="name" label="First name" required />
          <TextInput name="lastName" label="Last name" required />
        </Stack>
        <SelectInput name="type" label="Type" options={TYPE_OPTIONS} required />
        <TextInput name="email" label="E-mail" helperText="Needed to invite them." />
        {professional?.status !== 'MEMBER' && <InviteCheckbox />}
      </Stack>
    </FormDialog>
  );
};
