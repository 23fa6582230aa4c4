/**
 * Funding requests from a case and factoring companies (issue 14). The product's own.
 */
export const FUNDING_MESSAGES = {
  fundingTransitionNotAllowed: 'A funding request cannot move from {from} to {to}.',
  factoringAmountRange: 'The maximum amount must be at least the minimum amount.',
  fundingFactoringUnavailable: 'This factoring company is not available for funding requests.',
  fundingTypeNotOffered: '{company} does not offer this type of funding.',
  fundingStateNotServed: '{company} does not fund cases in {state}.',
  fundingAmountOutOfRange: '{company} funds amounts from {min} to {max}.',
  fundingCaseClosed: 'Funding cannot be requested on a settled, closed, withdrawn or merged case.',
  fundingFirmOnly: 'Only the case’s law firm can request funding on it.',
} as const;
