/**
 * Signing in and the session: refused sign-ins, why a server-side session ended (issue 39; the sign-in
 * screen's notices) and the caller's active sessions. The product's own.
 */
export const SESSION_MESSAGES = {
  invalidCredentials: 'The e-mail or password is incorrect.',
  accountNotVerified: 'Your account has not been verified yet. Check your e-mail for the verification code.',
  accountDisabled: 'This account is disabled. Please contact support.',
  internalOnly: 'This console is for CaseBridge staff. Please sign in to the portal with your account.',
  portalOnly: 'Internal staff accounts sign in to the console.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  sessionEndedIdle: 'You were signed out after {duration} without activity. Please sign in again.',
  sessionEndedLifetime: 'Your session reached its time limit. Please sign in again.',
  sessionEndedRevoked: 'This session was signed out from another device. Please sign in again.',
  sessionEndedReused:
    'For your security, this session was signed out because its sign-in was used from elsewhere. Please sign in again.',
  sessionEndedPassword: 'Your password was changed, so this session was signed out. Please sign in again.',
  signedOut: 'You have signed out.',
  staySignedIn: 'Stay signed in',
  activeSessions: 'Active sessions',
  thisDevice: 'This device',
  signOutEverywhereElse: 'Sign out everywhere else',
  otherSessionsEnded: 'Signed out of {n} other sessions.',
  noOtherSessions: 'You are not signed in anywhere else.',
} as const;
