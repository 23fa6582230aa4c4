import { useState } from 'react';
import { Alert, Box, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { useAuthProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { ACCOUNT_PATHS, MESSAGES, PUBLIC_ACTIONS } from '@casebridge/domain';
import type { LoginValues } from '@casebridge/domain';
import { CONSOLE_BASE } from '../../shared/consoleUrl.ts';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { loadLoginValidation, useSignInForm } from './useSignInForm.ts';

const errorMessage = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : MESSAGES.genericError;

/**
 * E-mail and password, validated with the shared loginSchema. A refused sign-in (wrong password, account not
 * verified, internal account) shows the auth provider's message above the form. On success the session
 * changes and the sign-in page forwards the user.
 */
export const SignInForm = () => {
  const authProvider = useAuthProvider();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const { field, errors, rootError, isSubmitting, onSubmit } = useSignInForm(async (values: LoginValues) => {
    setUnverifiedEmail(null);
    try {
      await authProvider?.login({ username: values.email, password: values.password });
      return null;
    } catch (error) {
      const message = errorMessage(error);
      // The API's 403 for an account whose e-mail is not verified yet: offer the verification page.
      if (message === MESSAGES.accountNotVerified) setUnverifiedEmail(values.email);
      return message;
    }
  });

  return (
    <Paper variant="outlined" sx={{ maxWidth: 440, mx: 'auto', p: { xs: 3, md: 4 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Sign in
      </Typography>
      <Box
        component="form"
        noValidate
        aria-label="Sign in"
        onSubmit={(event) => void onSubmit(event)}
        onFocus={() => void loadLoginValidation()}
      >
        <Stack spacing={2}>
          {rootError && (
            <Alert severity={unverifiedEmail ? 'warning' : 'error'}>
              {rootError}
              {unverifiedEmail && (
                <>
                  {' '}
                  <Link component={RouterLink} to={ACCOUNT_PATHS.verifyEmail(unverifiedEmail)}>
                    Verify your e-mail
                  </Link>
                </>
              )}
            </Alert>
          )}
          <TextField
            {...field('email')}
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            error={Boolean(errors.email)}
            helperText={errors.email}
          />
          <TextField
            {...field('password')}
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            error={Boolean(errors.password)}
            helperText={errors.password}
          />
          <LoadingButton
            type="submit"
            variant="contained"
            size="large"
            loading={isSubmitting}
            loadingLabel="Signing in…"
          >
            {PUBLIC_ACTIONS.logIn.label}
          </LoadingButton>
        </Stack>
      </Box>
      <Stack spacing={1} sx={{ mt: 3 }}>
        <Link component={RouterLink} to={ACCOUNT_PATHS.requestReset} variant="body2">
          Forgot your password?
        </Link>
        <Typography variant="body2">
          No account yet?{' '}
          <Link component={RouterLink} to={PUBLIC_ACTIONS.signUp.path}>
            {PUBLIC_ACTIONS.signUp.label}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {MESSAGES.portalOnly} <Link href={CONSOLE_BASE}>Open the console</Link>
        </Typography>
      </Stack>
    </Paper>
  );
};
