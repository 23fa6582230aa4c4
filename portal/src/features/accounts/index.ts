/** The accounts feature: sign-up, e-mail verification and the password flows; the sign-in form. */
import type { FeatureRoutes } from '../../shared/featureRoutes.ts';
import { lazyScreen } from '../../shared/lazyScreen.ts';

export { SignInForm } from './SignInForm.tsx';

export const accountsRoutes = {
  '/sign-up': lazyScreen(() => import('./SignUpPage.tsx'), 'SignUpPage'),
  '/verify/:email': lazyScreen(() => import('./VerifyEmailPage.tsx'), 'VerifyEmailPage'),
  '/account-verification/:accountId': lazyScreen(
    () => import('./AccountVerificationPage.tsx'),
    'AccountVerificationPage',
  ),
  '/reset-password': lazyScreen(() => import('./RequestResetPage.tsx'), 'RequestResetPage'),
  '/reset-password/:email': lazyScreen(() => import('./ResetCodePage.tsx'), 'ResetCodePage'),
  '/password-update/:email': lazyScreen(() => import('./SetPasswordPage.tsx'), 'SetPasswordPage'),
  '/password-update': lazyScreen(() => import('./ChangePasswordPage.tsx'), 'ChangePasswordPage'),
} satisfies FeatureRoutes;
