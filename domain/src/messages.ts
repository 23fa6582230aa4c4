/**
 * Every sentence the product shows word for word (SPEC.md sections 2, 5, 8, 9 and shared/spec/messages.txt),
 * plus the product's own messages. The UI and the fake API take their text from here and nowhere else.
 */
export const MESSAGES = {
  genericError: 'An error has occurred. Please try again.',
  introSent: 'Intro sent successfully',
  introLimitReached:
    'Oops! Looks like you have reached your limit of Intros for this month. Please wait for the next month to start so you can Make Intros again.',
  paymentError: 'There was an error when trying to process your payment',
  casesBought: 'Additional Cases Bought Successfully',
  outOfCases:
    'Oops! Looks like you’ve reached the limit of cases for your account, please buy more cases or upgrade your account to have unlimited cases.',
  unauthorizedSubscription: 'You don’t have permission to modify your account’s subscription',
  unauthorizedSubscriptionHint: 'Please contact the admins of your company.',
  duplicateAddress: 'This address is already in your company',
  invalidAddress: 'Please select a valid address from the maps service suggestions',
  fieldRequired: 'The field is required',
  thisFieldRequired: 'This field is required',
  duplicatedKeywords: 'You cannot add duplicated keywords',
  selectImageFile: 'Please select an image file',
  pictureTooLarge: 'The picture must weight less than 15MB',
  companyNameRequired: 'The first name is required',
  phoneDigits: 'The phone number must contain 10 digits',
  facilityLicenseRequired: 'The Facility License is required',
  npiRequired: 'The NPI Number is required',
  directoryAddressRequired: 'The directory address is required.',
  emailRequired: 'The email is required',
  emailFormat: 'The email must follow {email} format',
  cardNumberRequired: 'The Card Number is required',
  expirationRequired: 'The Expiration date is required',
  securityCodeRequired: 'The Security code date is required',
  nameOnCardRequired: 'The name on card is required',
  noLicenseOrNpi: "This facility doesn't have a License or NPI Number",
  waitingValidation: 'Waiting for account validation',
  validationNotice: 'Your account is being validated. This usually takes 24-48 hours; we will e-mail you when it is done.',
  improveProfile: 'Improve your Company profile',
  moreInfoRequired: 'More Information Required',
  moreInfoRequiredHint: 'Please check your e-mail or contact support to complete your information.',
  activateAccount: 'Activate your account',
  completeYourAccount: 'Complete Your Account',
  switchToAnnual: 'Switch to Annual and save',
  cancelDowngrade: 'Cancel Downgrade',
  premiumUntil: 'Premium until {date}',
  freePremiumAddressUsage: 'You have used {x} of 1 Free Premium Address',
  startTrial: 'Start {n}-day free trial!',
  // Product messages (not in the spec's word-for-word list).
  invalidCredentials: 'The e-mail or password is incorrect.',
  accountNotVerified: 'Your account has not been verified yet. Check your e-mail for the verification code.',
  accountDisabled: 'This account is disabled. Please contact support.',
  internalOnly: 'This console is for CaseBridge staff. Please sign in to the portal with your account.',
  portalOnly: 'Internal staff accounts sign in to the console.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'The requested record does not exist.',
  routeNotFound: 'There is no such API endpoint.',
  payloadTooLarge: 'The upload is too large.',
  invalidInput: 'Some fields are invalid.',
  comingSoon: 'This screen is not built yet. It is coming soon.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Fills `{name}` placeholders: format(MESSAGES.startTrial, { n: 60 }) -> 'Start 60-day free trial!' */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
