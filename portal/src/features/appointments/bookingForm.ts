/**
 * The booking form's values, read into POST /appointments' body with the domain's schema (the API checks the
 * same), and the API's field names (startDate…) renamed to the form's (start…) so a 400 lands under its field.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import { createAppointmentBodySchema } from '@casebridge/domain';
import type { CreateAppointmentBody } from '@casebridge/domain';
import { fromLocalInput, toLocalInput } from './calendarWindow.ts';

export interface BookingValues {
  licenseId: string;
  /** '' when the appointment is for a claimant named without a case. */
  caseId: string;
  claimantName: string;
  /** datetime-local values. */
  start: string;
  end: string;
  notes: string;
}

export const BOOKING_FIELDS = ['licenseId', 'caseId', 'claimantName', 'start', 'end', 'notes'] as const;
type BookingField = (typeof BOOKING_FIELDS)[number];

const API_TO_FORM: Readonly<Record<string, BookingField>> = {
  startDate: 'start',
  endDate: 'end',
};

/** The form's field for an API field name, undefined when the form has none. */
export const formFieldOf = (apiField: string): BookingField | undefined =>
  API_TO_FORM[apiField] ?? BOOKING_FIELDS.find((f) => f === apiField);

export function bookingDefaults(slot: { start: Date; end: Date }, licenseId = ''): BookingValues {
  return {
    licenseId,
    caseId: '',
    claimantName: '',
    start: toLocalInput(slot.start),
    end: toLocalInput(slot.end),
    notes: '',
  };
}

export function bookingBody(values: BookingValues): CreateAppointmentBody {
  return {
    licenseId: values.licenseId,
    caseId: values.caseId || null,
    claimantName: values.caseId ? null : values.claimantName,
    startDate: fromLocalInput(values.start),
    endDate: fromLocalInput(values.end),
    notes: values.notes,
  };
}

/** react-hook-form's resolver: the body when the schema takes it, otherwise each message under its field. */
export const bookingResolver: Resolver<BookingValues, unknown, CreateAppointmentBody> = (values) => {
  const body = bookingBody(values);
  const parsed = createAppointmentBodySchema.safeParse(body);
  if (parsed.success) return { values: body, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const field = formFieldOf(String(issue.path[0] ?? '')) ?? 'root';
    errors[field] ??= { type: 'validation', message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<BookingValues> };
};
