/**
 * Appointments (issue 16): the answer and the bodies of /appointments. The spec names status, start and end,
 * license and the cancel reason; the rest (case or claimant, notes, who booked it) is the project's.
 */
import { z } from 'zod';
import { APPOINTMENT_STATUSES } from '../enums.ts';
import { MESSAGES, format } from '../messages.ts';
import { APPOINTMENT_LIMITS, slotProblem } from '../rules/appointments.ts';
import { idSchema as id, isoDateSchema as date } from './common.ts';

const maxLen = (max: number) => format(MESSAGES.maxLength, { max });
/** An instant written as ISO-8601 with its offset (2026-03-02T14:30:00.000Z). */
const instant = z
  .string({ error: MESSAGES.appointmentDateInvalid })
  .refine((text) => /^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text)), {
    message: MESSAGES.appointmentDateInvalid,
  });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, maxLen(max))
    .nullish()
    .transform((text) => (text ? text : null));

export const appointmentSchema = z.object({
  id,
  caseId: id.nullable(),
  /** The case's folio, when it has one. */
  folio: z.string().nullable(),
  claimantName: z.string(),
  companyId: id,
  licenseId: id.nullable(),
  /** The professional's name and credentials ("Dana Ruiz, DC"). */
  professionalName: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  startDate: date,
  endDate: date,
  notes: z.string().nullable(),
  cancelReason: z.string().nullable(),
  canceledAt: date.nullable(),
  concludedAt: date.nullable(),
  createdAt: date,
  createdByName: z.string().nullable(),
});
export type AppointmentView = z.output<typeof appointmentSchema>;

/** POST /appointments. A case (visible to the company) or a claimant's name; end after start, 12 hours at most. */
export const createAppointmentBodySchema = z
  .object({
    licenseId: z
      .string({ error: MESSAGES.appointmentLicenseRequired })
      .min(1, MESSAGES.appointmentLicenseRequired),
    caseId: z.string().min(1).nullish(),
    claimantName: optionalText(APPOINTMENT_LIMITS.claimantName),
    startDate: instant,
    endDate: instant,
    notes: optionalText(APPOINTMENT_LIMITS.notes),
  })
  .superRefine((body, ctx) => {
    if (!body.caseId && !body.claimantName)
      ctx.addIssue({ code: 'custom', path: ['claimantName'], message: MESSAGES.appointmentClaimantOrCase });
    const problem = slotProblem(body);
    if (problem === 'order')
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: MESSAGES.appointmentEndBeforeStart });
    if (problem === 'length')
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: MESSAGES.appointmentTooLong });
  });
export type CreateAppointmentBody = z.input<typeof createAppointmentBodySchema>;

/** PUT /appointments/{id}/cancel. */
export const cancelAppointmentBodySchema = z.object({
  reason: z
    .string({ error: MESSAGES.appointmentCancelReasonRequired })
    .trim()
    .min(1, MESSAGES.appointmentCancelReasonRequired)
    .max(APPOINTMENT_LIMITS.reason, maxLen(APPOINTMENT_LIMITS.reason)),
});

/** GET /appointments/index: one page of the company's appointments, by start. */
export const appointmentPageSchema = z.object({
  data: z.array(appointmentSchema),
  total: z.number().int(),
});
export type AppointmentPage = z.output<typeof appointmentPageSchema>;

/** GET /appointments/min-date and /max-date: the company's first start or last end (null: none yet). */
export const appointmentBoundSchema = z.object({ date: date.nullable() });

export interface AppointmentIndexQuery {
  status?: string;
  startDate?: string;
  endDate?: string;
  licenseId?: string;
  page?: number;
  size?: number;
}

/** One missed appointment on a case (GET /cases/{id}/adherence): still scheduled a day after its end. */
export const missedAppointmentSchema = z.object({
  id,
  companyId: id,
  /** The provider or facility whose calendar holds it. */
  companyName: z.string(),
  professionalName: z.string(),
  startDate: date,
  endDate: date,
});

/** GET /cases/{id}/adherence: the case's treatment adherence (rules/adherence.ts), for its firm. */
export const caseAdherenceSchema = z.object({
  caseId: id,
  missed: z.array(missedAppointmentSchema),
  /** The end of the last concluded or scheduled appointment, null when the case has none. */
  lastVisitAt: date.nullable(),
  /** Whole days since that visit when the treatment has a gap (more than 30 days), else null. */
  gapDays: z.number().int().nullable(),
});
export type CaseAdherence = z.output<typeof caseAdherenceSchema>;
