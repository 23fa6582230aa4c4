/**
 * Accounts: sign-up, verification codes, the sign-in and code budgets and the password flows. The product's
 * own.
 */
export const ACCOUNT_MESSAGES = {
  emailTaken: 'An account with this e-mail already exists.',
  verificationCodeRequired: 'The verification code is required',
  verificationCodeFormat: 'The verification code has {n} digits',
  verificationCodeWrong: 'The verification code is incorrect. Attempts left: {n}.',
  verificationCodeExpired: 'This verification code has expired, request a new one.',
  verificationCodeExhausted: 'Too many incorrect attempts. Please request a new verification code.',
  verificationCodeBudgetSpent: 'Too many incorrect codes. Please try again in {minutes} minutes.',
  tooManySignIns: 'Too many sign-in attempts. Please try again in {minutes} minutes.',
  tooManyTries: 'Too many incorrect attempts. Please try again in {minutes} minutes.',
  tooManyRequests: 'Too many requests from your network. Please try again in {minutes} minutes.',
  verificationCodeMissing:
    'There is no verification code pending for this account. Please request a new one.',
  verificationCodeSent: 'We sent a new verification code to your e-mail.',
  verificationCodeSentTo: 'We sent a verification code to {email}. It is valid for {minutes} minutes.',
  accountAlreadyVerified: 'This account is already verified. You can sign in.',
  accountVerified: 'Your account is verified. Welcome to CaseBridge!',
  accountIdRequired: 'The account is required',
  passwordResetCodeSent: 'If an account exists for this e-mail, we sent it a verification code.',
  passwordResetSessionInvalid:
    'Your password reset has expired or was already used. Please request a new verification code.',
  passwordResetStart: 'To choose a new password, first request a verification code.',
  passwordUpdated: 'Your password was updated.',
  passwordSetSignIn: 'Your password was updated. Please sign in with your new password.',
  currentPasswordRequired: 'The current password is required',
  currentPasswordWrong: 'The current password is incorrect.',
  passwordUnchanged: 'The new password must be different from the current one.',
  confirmPasswordRequired: 'Please confirm the password',
  passwordsDoNotMatch: 'The passwords do not match',
  passwordResetPending: 'Please choose a new password to finish resetting your password.',
  accountNotFound: 'We could not find this account. Please check the link in your e-mail.',
} as const;
