/**
 * A claimant's profile. The product's own.
 */
export const CLAIMANT_MESSAGES = {
  claimantProfileSaved: 'Your profile is complete. Welcome to CaseBridge!',
  dateOfBirthFormat: 'The date of birth must be a real date written MM/DD/YYYY',
  dateOfBirthFuture: 'The date of birth cannot be in the future',
  dateOfBirthTooOld: 'The date of birth must be after 01/01/{year}',
  claimantNotFound: 'There is no claimant profile for this account.',
  claimantLanguageInvalid: 'Choose English or Spanish.',
} as const;
