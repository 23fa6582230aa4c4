/**
 * Appointments: a provider's or facility's calendar (issue 16). The product's own.
 */
export const APPOINTMENT_MESSAGES = {
  appointmentsNotForAttorneys: 'Appointments are for health providers and facilities.',
  appointmentLicenseRequired: 'Choose the professional.',
  appointmentLicenseNotOwn: 'This professional is not one of your company’s.',
  appointmentClaimantOrCase: 'Choose a case or type the claimant’s name.',
  appointmentDateInvalid: 'Enter a valid date and time.',
  appointmentEndBeforeStart: 'The end must be after the start.',
  appointmentTooLong: 'An appointment cannot last more than 12 hours.',
  appointmentOverlap: '{professional} already has a scheduled appointment at that time.',
  appointmentCancelReasonRequired: 'Give the reason for canceling the appointment.',
  appointmentNotScheduled:
    'This appointment is {status}: only a scheduled appointment can be canceled or concluded.',
} as const;
