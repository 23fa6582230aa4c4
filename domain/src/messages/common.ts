/**
 * What any screen or API answer may say: the general errors, the fake API's answers to a bad call or a
 * barred screen's calls (issue 40 items 8, 9), screens not built yet and the changelog modal.
 */
export const COMMON_MESSAGES = {
  // SPEC.md's sentences, word for word (shared/spec/messages.txt).
  genericError: 'An error has occurred. Please try again.',
  // The product's own.
  forbidden: 'You do not have permission to do this.',
  notFound: 'The requested record does not exist.',
  routeNotFound: 'There is no such API endpoint.',
  payloadTooLarge: 'The upload is too large.',
  invalidInput: 'Some fields are invalid.',
  comingSoon: 'This screen is not built yet. It is coming soon.',
  signInRequired: 'Please sign in to continue.',
  methodNotAllowed: 'This API endpoint does not accept that method.',
  malformedJson: 'The request body is not valid JSON.',
  invalidQueryParam: 'The {name} query parameter is invalid: {reason}.',
  notificationNotRead: 'Only a read notification can be marked unread.',
  screenNeedsValidatedCompany: 'This is available once your company has been validated.',
  devClockOff: 'The server clock can only be moved in development mode (DEV_CLOCK=1).',
  changelogTitle: 'What’s new in CaseBridge',
  changelogGotIt: 'Got it',
} as const;
