import { useState } from 'react';
import { Alert, Box, Link, Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ACCOUNT_PATHS, MESSAGES, PUBLIC_ACTIONS, newPasswordFormSchema } from '@casebridge/domain';
import type { NewPasswordFormInput, NewPasswordFormValues } from '@casebridge/domain';
import { AccountCard } from './AccountCard.tsx';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { useSetPassword } from './api.ts';
import { apiFailure } from '../../shared/serverErrors.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { clearResetGrant, readResetToken } from './resetGrant.ts';
import { LoadingButton } from '../../shared/LoadingButton.tsx';

/** The way back to the start of a password reset. */
const StartAgain = ({ message }: { message: string }) => (
  <Alert severity="warning">
    {message}{' '}
    <Link component={RouterLink} to={ACCOUNT_PATHS.requestReset}>
      Request a verification code
    </Link>
  </Alert>
);

/**
 * /password-update/{email} (navigation disabled): the new password, twice, set with the reset token of the
 * accepted code (PUT /users/password). Without a token it explains how to get one.
 */
export const SetPasswordPage = () => {
  const { email = '' } = useParams();
  usePageTitle('Choose a new password');
  const [resetToken] = useState(() => readResetToken(email));
  const [expired, setExpired] = useState<string | null>(null);
  const setPassword = useSetPassword();
  const notify = useNotify();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordFormInput, unknown, NewPasswordFormValues>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  if (!resetToken || expired)
    return (
      <AccountCard title="Choose a new password">
        <StartAgain message={expired ?? MESSAGES.passwordResetStart} />
      </AccountCard>
    );

  const onSubmit = async ({ password }: NewPasswordFormValues) => {
    try {
      await setPassword.mutateAsync({ email, resetToken, password });
      clearResetGrant();
      notify(MESSAGES.passwordSetSignIn, { type: 'success' });
      void navigate(PUBLIC_ACTIONS.logIn.path, { replace: true });
    } catch (error) {
      const { message, fields } = apiFailure(error);
      if (fields['resetToken']) {
        clearResetGrant();
        setExpired(fields['resetToken']);
      } else if (fields['password']) setError('password', { message: fields['password'] });
      else setError('root', { message });
    }
  };

  return (
    <AccountCard title="Choose a new password" intro={`For ${email}`}>
      <Box component="form" noValidate aria-label="New password" onSubmit={handleSubmit(onSubmit)}>
        <Stack spacing={2}>
          {errors.root?.message && <Alert severity="error">{errors.root.message}</Alert>}
          <NewPasswordFields register={register} errors={errors} password={watch('password') ?? ''} />
          <LoadingButton type="submit" variant="contained" size="large" loading={isSubmitting}>
            Set password
          </LoadingButton>
        </Stack>
      </Box>
    </AccountCard>
  );
};
