import type { CompanyAction } from '@casebridge/domain';

/** The label, dialog title and explanation of each internal action, as the console shows them. */
export const ACTION_COPY: Record<CompanyAction, { label: string; title: string; text: string }> = {
  validate: {
    label: 'Validate',
    title: 'Validate this company?',
    text: 'The company becomes VALIDATED and its owner is notified by e-mail.',
  },
  reject: {
    label: 'Reject',
    title: 'Reject this company?',
    text: 'Choose the motive; the owner receives it by e-mail.',
  },
  infoRequest: {
    label: 'Request information',
    title: 'Request more information?',
    text: 'The company moves to INFO_REQUIRED and its owner receives this message.',
  },
  cancel: {
    label: 'Cancel or downgrade',
    title: 'Cancel or downgrade the subscription?',
    text: 'The plan stays until the end of the period, then moves to the chosen plan.',
  },
  revertCancellation: {
    label: 'Revert cancellation',
    title: 'Revert the pending cancellation?',
    text: 'The subscription continues as before.',
  },
};
