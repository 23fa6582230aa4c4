import { Alert, Box, Link, Stack, TextField, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ACCOUNT_PATHS, MESSAGES, PUBLIC_ACTIONS, emailOnlySchema } from '@casebridge/domain';
import type { EmailOnlyInput, EmailOnlyValues } from '@casebridge/domain';
import { AccountCard } from './AccountCard.tsx';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { useRequestPasswordReset } from './api.ts';
import { showServerErrors } from '../../shared/serverErrors.ts';
import { LoadingButton } from '../../shared/LoadingButton.tsx';

/** /reset-password: asks for the e-mail, sends a code (PUT /users/reset-password), then asks for the code. */
export const RequestResetPage = () => {
  usePageTitle('Reset your password');
  const requestReset = useRequestPasswordReset();
  const notify = useNotify();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailOnlyInput, unknown, EmailOnlyValues>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: '' },
  });
  const { ref, ...emailField } = register('email');

  const onSubmit = async ({ email }: EmailOnlyValues) => {
    try {
      await requestReset.mutateAsync(email);
      notify(MESSAGES.passwordResetCodeSent, { type: 'info' });
      void navigate(ACCOUNT_PATHS.resetCode(email));
    } catch (error) {
      showServerErrors(error, setError, ['email']);
    }
  };

  return (
    <AccountCard
      title="Reset your password"
      intro="Enter the e-mail of your account and we will send you a verification code."
    >
      <Box component="form" noValidate aria-label="Reset password" onSubmit={handleSubmit(onSubmit)}>
        <Stack spacing={2}>
          {errors.root?.message && <Alert severity="error">{errors.root.message}</Alert>}
          <TextField
            {...emailField}
            inputRef={ref}
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            error={Boolean(errors.email)}
            helperText={errors.email?.message}
          />
          <LoadingButton type="submit" variant="contained" size="large" loading={isSubmitting}>
            Send code
          </LoadingButton>
        </Stack>
      </Box>
      <Typography variant="body2">
        Remembered it?{' '}
        <Link component={RouterLink} to={PUBLIC_ACTIONS.logIn.path}>
          {PUBLIC_ACTIONS.logIn.label}
        </Link>
      </Typography>
    </AccountCard>
  );
};
