import { Alert, Box, Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router';
import { MESSAGES, actorFromSession, changePasswordFormSchema, homePath } from '@casebridge/domain';
import type { ChangePasswordFormInput, ChangePasswordFormValues } from '@casebridge/domain';
import { session, useSession } from '@casebridge/domain/client';
import { AccountCard } from './AccountCard.tsx';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { useUpdatePassword } from './api.ts';
import { showServerErrors } from '../../shared/serverErrors.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { PasswordField } from './PasswordField.tsx';
import { LoadingButton } from '../../shared/LoadingButton.tsx';

type Field = keyof ChangePasswordFormValues;
const FIELDS: readonly Field[] = ['currentPassword', 'password', 'confirmPassword'];

/**
 * /password-update (signed in): current password, then the new one twice (PUT /users/update-password). A user
 * who has not finished a password reset is sent here (SPEC.md 2.2); once changed, the stored session's
 * passwordReset is cleared and the user goes home.
 */
export const ChangePasswordPage = () => {
  const current = useSession();
  usePageTitle('Change password');
  const updatePassword = useUpdatePassword();
  const notify = useNotify();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormInput, unknown, ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { ref, ...currentField } = register('currentPassword');

  const onSubmit = async ({ currentPassword, password }: ChangePasswordFormValues) => {
    try {
      await updatePassword.mutateAsync({ currentPassword, password });
      notify(MESSAGES.passwordUpdated, { type: 'success' });
      const updated = session.get();
      if (updated) void navigate(homePath(actorFromSession(updated)), { replace: true });
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  };

  return (
    <AccountCard title="Change password">
      {current?.passwordReset && <Alert severity="info">{MESSAGES.passwordResetPending}</Alert>}
      <Box component="form" noValidate aria-label="Change password" onSubmit={handleSubmit(onSubmit)}>
        <Stack spacing={2}>
          {errors.root?.message && <Alert severity="error">{errors.root.message}</Alert>}
          <PasswordField
            {...currentField}
            fieldRef={ref}
            label="Current password"
            autoComplete="current-password"
            required
            error={Boolean(errors.currentPassword)}
            helperText={errors.currentPassword?.message}
          />
          <NewPasswordFields register={register} errors={errors} password={watch('password') ?? ''} />
          <LoadingButton type="submit" variant="contained" size="large" loading={isSubmitting}>
            Change password
          </LoadingButton>
        </Stack>
      </Box>
    </AccountCard>
  );
};
