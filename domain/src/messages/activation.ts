/**
 * Activating an account: the validation notices, the Complete Your Account panel, the answer to a request for
 * information and the overlay of an account not ready yet.
 */
export const ACTIVATION_MESSAGES = {
  // SPEC.md's sentences, word for word (shared/spec/messages.txt).
  waitingValidation: 'Waiting for account validation',
  improveProfile: 'Improve your Company profile',
  moreInfoRequired: 'More Information Required',
  activateAccount: 'Activate your account',
  completeYourAccount: 'Complete Your Account',
  // The product's own.
  validationNotice:
    'Your account is being validated. This usually takes 24-48 hours; we will e-mail you when it is done.',
  activateAccountHint:
    'Complete your company information and submit it for validation: we review it within 24-48 hours and ' +
    'e-mail you when it is done.',
  moreInfoRequiredHint: 'Please check your e-mail or contact support to complete your information.',
  activationCompanyTypeMismatch: 'This activation form is not for your company type.',
  activationNotIncomplete: 'This account has already been activated.',
  activationOwnerOnly: 'Only the owner of the company can complete the account.',
  revalidateNotAllowed: 'Only an account asked for more information can be sent back for review.',
  revalidateSent: 'Your account was sent back for review.',
  infoAnswerOwnerOnly: 'Only the owner of the company can answer a request for information.',
  infoAnswerNotAllowed: 'Only an account asked for more information can answer the request.',
  infoAnswerSent: 'Your answer was sent. CaseBridge will review your account again.',
  infoAnswerFileType: 'Attach PDF, PNG, JPEG or Word files only.',
  infoAnswerFileSize: 'Each file must be 10 MB or smaller.',
  infoAnswerTooManyFiles: 'Attach 5 files at most.',
  noPlanChosen: 'Your company has no plan yet. Choose one to start using CaseBridge.',
  overlayTitle: 'Your account is not ready yet',
  overlayCompany: 'Complete your company information with the activation form.',
  overlayPayment: 'Choose a plan for your company.',
  overlayPaymentError: 'Update your payment method in My Account.',
  overlayProfessional: 'Add your professional license number.',
  overlayAskOwner: 'Your company’s owner must finish setting up the account before you can use this page.',
  activationByStaff: 'CaseBridge staff activate this kind of account. Please contact support.',
} as const;
