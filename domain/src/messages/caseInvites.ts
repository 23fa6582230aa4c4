/**
 * Presenting a case to a provider (a referral) and answering the case invite (issue 13). The product's own.
 */
export const CASE_INVITE_MESSAGES = {
  referralNotPending: 'This case invite was already answered or has expired.',
  referralExpired: 'This case invite expired without an answer. The firm can send it to another provider.',
  referralRecipientInvalid: 'Cases can be presented to validated health providers and facilities only.',
  referralAlreadyCollaborating: '{company} already works on this case.',
  referralAlreadyPending: '{company} already has this case waiting for an answer.',
  referralProfessionalInvalid: 'Choose professionals of {company}.',
  referralCannotResend: 'Only a rejected or expired presentation can be sent again, once.',
  referralResendSameCompany: 'Choose another provider or facility than {company}.',
  referralCaseClosed: 'A closed case cannot be presented.',
  referralCaseClosedSince: 'This case was closed after it was presented, so it can no longer be accepted.',
  caseInvitesOnly: 'Case invites are for health providers and facilities.',
} as const;
