/**
 * Appointments (issue 16; SPEC.md 7 "Appointments"): GET /appointments (ra-data-simple-rest list), POST,
 * PUT /{id}/cancel and /{id}/conclude, GET /index (the calendar's window), /max-date and /min-date. Health
 * providers and facilities only (SPEC.md 2.3: others 403), each seeing its own company's calendar.
 */
import { z } from 'zod';
import {
  APPOINTMENT_STATUSES,
  ENDPOINTS,
  MESSAGES,
  appointmentBoundSchema,
  appointmentPageSchema,
  appointmentSchema,
  cancelAppointmentBodySchema,
  createAppointmentBodySchema,
  mayUseAppointments,
} from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { defineListRoute } from '../../core/listRoute.ts';
import { callerOf, idParams } from '../access.ts';
import {
  appointmentBound,
  appointmentOr404,
  appointmentView,
  cancelAppointment,
  concludeAppointment,
  createAppointment,
} from './appointmentService.ts';

const tags = ['appointments'];
const access = (principal: Parameters<typeof mayUseAppointments>[0]) => mayUseAppointments(principal);
const FILTER_FIELDS = ['status', 'licenseId', 'caseId', 'startDate', 'endDate'];
const WHO =
  'Users of a health provider or facility only (attorney firms, factoring companies, claimants and staff: 403); ' +
  'the caller’s company’s appointments only.';

const instant = z
  .string()
  .refine((text) => !Number.isNaN(Date.parse(text)), MESSAGES.appointmentDateInvalid)
  .transform((text) => new Date(text).toISOString());

const list = defineListRoute({
  endpoint: ENDPOINTS.listAppointments,
  access,
  collection: 'appointments',
  resource: 'appointments',
  filterFields: FILTER_FIELDS,
  sortFields: ['startDate', 'endDate', 'status', 'createdAt'],
  defaultSort: { field: 'startDate', order: 'ASC' },
  scope: (filter, ctx) => ({ ...filter, companyId: callerOf(ctx).companyId }),
  serialize: (record, services) => appointmentView(services, record),
  doc: {
    summary: 'The company’s appointments (ra-data-simple-rest: sort, range, filter)',
    description: `${WHO} Filter on ${FILTER_FIELDS.join(', ')} (with _gte/_lte) and q (claimant, notes, reason).`,
    tags,
    response: z.array(appointmentSchema),
  },
});

const indexQuery = z.object({
  status: z.enum(APPOINTMENT_STATUSES).optional(),
  'start-date': instant.optional(),
  'end-date': instant.optional(),
  'license-id': z.string().min(1).optional(),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(500).default(20),
});

const index = defineRoute({
  endpoint: ENDPOINTS.getAppointmentIndex,
  access,
  query: indexQuery,
  doc: {
    summary: 'The company’s appointments in a window, by start (the calendar)',
    description:
      `${WHO} start-date and end-date keep the appointments crossing that window (ending after start-date, ` +
      'starting before end-date); status and license-id narrow them. page is 0-based, size 1 to 500 ' +
      '(default 20). Answers { data, total }.',
    tags,
    response: appointmentPageSchema,
    errors: [400, 403],
  },
  handler: (ctx) => {
    const { query, services } = ctx;
    const filter: Record<string, unknown> = { companyId: callerOf(ctx).companyId };
    if (query.status) filter['status'] = query.status;
    if (query['license-id']) filter['licenseId'] = query['license-id'];
    if (query['end-date']) filter['startDate_lt'] = query['end-date'];
    if (query['start-date']) filter['endDate_gt'] = query['start-date'];
    const start = query.page * query.size;
    const result = services.store.collection('appointments').list({
      filter,
      sort: { field: 'startDate', order: 'ASC' },
      range: [start, start + query.size - 1],
    });
    return {
      status: 200,
      body: { data: result.data.map((a) => appointmentView(services, a)), total: result.total },
    };
  },
});

const bound = (which: 'min' | 'max') =>
  defineRoute({
    endpoint: which === 'min' ? ENDPOINTS.getAppointmentMinDate : ENDPOINTS.getAppointmentMaxDate,
    access,
    doc: {
      summary:
        which === 'min'
          ? 'The start of the company’s first appointment'
          : 'The end of the company’s last appointment',
      description: `${WHO} Answers { date }, null when the company has no appointment.`,
      tags,
      response: appointmentBoundSchema,
      errors: [403],
    },
    handler: (ctx) => ({
      status: 200,
      body: { date: appointmentBound(ctx.services, callerOf(ctx).companyId ?? '', which) },
    }),
  });

const create = defineRoute({
  endpoint: ENDPOINTS.createAppointment,
  access,
  body: createAppointmentBodySchema,
  doc: {
    summary: 'Book an appointment with one of the company’s professionals',
    description:
      `${WHO} licenseId must be a license of the company (400 "${MESSAGES.appointmentLicenseNotOwn}"); caseId ` +
      'a case the company works on (404 otherwise), or claimantName without a case; the end after the start, ' +
      `12 hours at most (400). A slot crossing a SCHEDULED appointment of the same professional answers 409 ` +
      `"${MESSAGES.appointmentOverlap}". On a case, the responsible attorney and the professional’s user ` +
      '(not the caller) get APPOINTMENT / ADD (extra caseId:appointmentId).',
    tags,
    response: appointmentSchema,
    errors: [400, 403, 404, 409],
  },
  handler: (ctx) => ({
    status: 201,
    body: appointmentView(ctx.services, createAppointment(ctx.services, callerOf(ctx), ctx.body)),
  }),
});

const cancel = defineRoute({
  endpoint: ENDPOINTS.cancelAppointment,
  access,
  params: idParams,
  body: cancelAppointmentBodySchema,
  doc: {
    summary: 'Cancel a scheduled appointment, with the reason',
    description:
      `${WHO} reason is required (400 "${MESSAGES.appointmentCancelReasonRequired}"); another company’s ` +
      'or a missing appointment 404; one not SCHEDULED 409. Notifies APPOINTMENT / DELETE as for a booking.',
    tags,
    response: appointmentSchema,
    errors: [400, 403, 404, 409],
  },
  handler: (ctx) => {
    const { services, params, body } = ctx;
    const caller = callerOf(ctx);
    const appointment = appointmentOr404(services, caller, params.id);
    return {
      status: 200,
      body: appointmentView(services, cancelAppointment(services, caller, appointment, body.reason)),
    };
  },
});

const conclude = defineRoute({
  endpoint: ENDPOINTS.concludeAppointment,
  access,
  params: idParams,
  doc: {
    summary: 'Conclude a scheduled appointment (the patient was seen)',
    description:
      `${WHO} Another company’s or a missing appointment 404; one not SCHEDULED 409. Notifies ` +
      'APPOINTMENT / COMPLETE as for a booking.',
    tags,
    response: appointmentSchema,
    errors: [403, 404, 409],
  },
  handler: (ctx) => {
    const { services, params } = ctx;
    const caller = callerOf(ctx);
    const appointment = appointmentOr404(services, caller, params.id);
    return {
      status: 200,
      body: appointmentView(services, concludeAppointment(services, caller, appointment)),
    };
  },
});

// The fixed paths before any /{id} one.
export const appointmentRoutes = [index, bound('max'), bound('min'), list, create, cancel, conclude];
