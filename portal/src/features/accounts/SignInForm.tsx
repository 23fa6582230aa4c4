import { useEffect, useState } from 'react';
import type { ChangeEvent } from 'react';
import { Alert, Box, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { useAuthProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import {
  ACCOUNT_PATHS,
  COMMON_MESSAGES,
  PUBLIC_ACTIONS,
  SESSION_MESSAGES,
  SIGN_IN_TEXT,
  messageIn,
  textIn,
} from '@casebridge/domain';
import type { LoginValues, SignInTextKey } from '@casebridge/domain';
import { signInNotice } from '@casebridge/domain/client';
import { CONSOLE_BASE } from '../../shared/consoleUrl.ts';
import { chooseLanguage, useLanguage } from '../../shared/i18n/language.ts';
import { LanguageSwitcher } from '../../shared/i18n/LanguageSwitcher.tsx';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { loadLoginValidation, useSignInForm } from './useSignInForm.ts';

const errorMessage = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : COMMON_MESSAGES.genericError;

/**
 * E-mail and password, validated with the shared loginSchema. A refused sign-in (wrong password, account not
 * verified, internal account) shows the auth provider's message above the form. On success the session
 * changes and the sign-in page forwards the user. In English or Spanish (issue 16: the claimant's side), from
 * the sign-in part of the claimant catalog, with the language switcher. Why the last session ended (issue 39:
 * the server's reason, or the user's own sign-out) shows once above the form; "Stay signed in" asks the server
 * for the longer session limits.
 */
export const SignInForm = () => {
  const authProvider = useAuthProvider();
  const language = useLanguage();
  const t = (key: SignInTextKey) => textIn(SIGN_IN_TEXT, language, key);
  const inLanguage = (message: string | undefined) => message && messageIn(SIGN_IN_TEXT, language, message);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [staySignedIn, setStaySignedIn] = useState(false);
  const [notice] = useState(() => signInNotice.peek());
  useEffect(() => signInNotice.clear(), []);
  const { field, errors, rootError, isSubmitting, onSubmit } = useSignInForm(async (values: LoginValues) => {
    setUnverifiedEmail(null);
    try {
      await authProvider?.login({ username: values.email, password: values.password, staySignedIn });
      return null;
    } catch (error) {
      const message = errorMessage(error);
      // The API's 403 for an account whose e-mail is not verified yet: offer the verification page.
      if (message === SESSION_MESSAGES.accountNotVerified) setUnverifiedEmail(values.email);
      return message;
    }
  });

  return (
    <Paper variant="outlined" sx={{ maxWidth: 440, mx: 'auto', p: { xs: 3, md: 4 } }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, mb: 1 }}
      >
        <Typography variant="h5" component="h1">
          {t('signIn.title')}
        </Typography>
        <LanguageSwitcher value={language} onChange={chooseLanguage} label={t('language.label')} />
      </Stack>
      <Box
        component="form"
        noValidate
        aria-label={t('signIn.title')}
        onSubmit={(event) => void onSubmit(event)}
        onFocus={() => void loadLoginValidation()}
      >
        <Stack spacing={2}>
          {notice && !rootError && (
            <Alert severity={notice === SESSION_MESSAGES.signedOut ? 'info' : 'warning'} role="status">
              {inLanguage(notice)}
            </Alert>
          )}
          {rootError && (
            <Alert severity={unverifiedEmail ? 'warning' : 'error'}>
              {inLanguage(rootError)}
              {unverifiedEmail && (
                <>
                  {' '}
                  <Link component={RouterLink} to={ACCOUNT_PATHS.verifyEmail(unverifiedEmail)}>
                    {t('signIn.verifyEmail')}
                  </Link>
                </>
              )}
            </Alert>
          )}
          <TextField
            {...field('email')}
            label={t('signIn.email')}
            type="email"
            autoComplete="email"
            required
            error={Boolean(errors.email)}
            helperText={inLanguage(errors.email)}
          />
          <TextField
            {...field('password')}
            label={t('signIn.password')}
            type="password"
            autoComplete="current-password"
            required
            error={Boolean(errors.password)}
            helperText={inLanguage(errors.password)}
          />
          {/* A native checkbox (keyboard and screen readers as the browser gives them): MUI's Checkbox would add
              about 2 kB gzipped to the portal's first page. */}
          <Box
            component="label"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: '8px !important', cursor: 'pointer' }}
          >
            <Box
              component="input"
              type="checkbox"
              name="staySignedIn"
              checked={staySignedIn}
              onChange={(event: ChangeEvent<HTMLInputElement>) => setStaySignedIn(event.target.checked)}
              sx={{ width: 18, height: 18, m: 0, accentColor: (theme) => theme.palette.primary.main }}
            />
            <Typography variant="body2" component="span">
              {t('signIn.staySignedIn')}
            </Typography>
          </Box>
          <LoadingButton
            type="submit"
            variant="contained"
            size="large"
            loading={isSubmitting}
            loadingLabel={t('signIn.submitting')}
          >
            {t('signIn.submit')}
          </LoadingButton>
        </Stack>
      </Box>
      <Stack spacing={1} sx={{ mt: 3 }}>
        <Link component={RouterLink} to={ACCOUNT_PATHS.requestReset} variant="body2">
          {t('signIn.forgotPassword')}
        </Link>
        <Typography variant="body2">
          {t('signIn.noAccount')}{' '}
          <Link component={RouterLink} to={PUBLIC_ACTIONS.signUp.path}>
            {t('signIn.signUp')}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('signIn.portalOnly')} <Link href={CONSOLE_BASE}>{t('signIn.openConsole')}</Link>
        </Typography>
      </Stack>
    </Paper>
  );
};
