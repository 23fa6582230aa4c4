/** The accounts feature: sign-up, e-mail verification and the password flows; the sign-in form. */
import type { FeatureRoutes } from '../../shared/featureRoutes.ts';
import { AccountVerificationPage } from './AccountVerificationPage.tsx';
import { ChangePasswordPage } from './ChangePasswordPage.tsx';
import { RequestResetPage } from './RequestResetPage.tsx';
import { ResetCodePage } from './ResetCodePage.tsx';
import { SetPasswordPage } from './SetPasswordPage.tsx';
import { SignUpPage } from './SignUpPage.tsx';
import { VerifyEmailPage } from './VerifyEmailPage.tsx';

export { SignInForm } from './SignInForm.tsx';

export const accountsRoutes = {
  '/sign-up': SignUpPage,
  '/verify/:email': VerifyEmailPage,
  '/account-verification/:accountId': AccountVerificationPage,
  '/reset-password': RequestResetPage,
  '/reset-password/:email': ResetCodePage,
  '/password-update/:email': SetPasswordPage,
  '/password-update': ChangePasswordPage,
} satisfies FeatureRoutes;
