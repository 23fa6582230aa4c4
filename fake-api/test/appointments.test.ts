/**
 * Appointments (issue 16): a provider books, cancels (with a reason) and concludes appointments of its own
 * professionals; an overlapping slot for one professional is refused (409), attorney firms get 403, another
 * company's appointment 404, and a move from anything but SCHEDULED 409, each with the domain's message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, appointmentPageSchema, appointmentSchema, format } from '@casebridge/domain';
import type { AppointmentView, License, LegalCase } from '@casebridge/domain';
import { signInRoles, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';
import { professionalName } from '../src/routes/appointments/appointmentService.ts';

const ROLES = ['health-provider-owner', 'facility-owner', 'attorney-owner', 'claimant', 'user'];
let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
let license: License;
let otherLicense: License;
let sharedCase: LegalCase;
let foreignCase: LegalCase;

beforeAll(async () => {
  api = await startTestApi();
  await signInRoles(api, ROLES, tokens);
  const store = api.server.store;
  const providerId = userOfRole(api, 'health-provider-owner').companyId!;
  const facilityId = userOfRole(api, 'facility-owner').companyId!;
  license = store.collection('licenses').findBy('companyId', providerId)[0]!;
  otherLicense = store.collection('licenses').findBy('companyId', facilityId)[0]!;
  const cases = [...store.collection('cases').all()];
  sharedCase = cases.find((c) => c.collaboratorCompanyIds.includes(providerId))!;
  foreignCase = cases.find((c) => !c.collaboratorCompanyIds.includes(providerId))!;
});
afterAll(() => api.close());

const as = (role: string) => tokens[role]!;
const at = (day: string, from: string, to: string) => ({
  startDate: `2031-06-${day}T${from}:00.000Z`,
  endDate: `2031-06-${day}T${to}:00.000Z`,
});
const book = (body: Record<string, unknown>, role = 'health-provider-owner') =>
  api.http
    .post('/api/appointments')
    .set(as(role))
    .send({ licenseId: license.id, caseId: sharedCase.id, ...at('02', '10:00', '10:30'), ...body });
const messageOf = (res: { body: unknown }) => (res.body as { message: string }).message;
const fieldsOf = (res: { body: unknown }) => (res.body as { fields: Record<string, string> }).fields;

describe('POST /appointments', () => {
  it('books a slot on a shared case, with the case’s claimant, and tells the responsible attorney', async () => {
    const res = await book({ ...at('01', '09:00', '09:45'), notes: 'Initial exam' });
    expect(res.status).toBe(201);
    const booked = appointmentSchema.parse(res.body) as AppointmentView;
    expect(booked).toMatchObject({
      caseId: sharedCase.id,
      folio: sharedCase.folio,
      claimantName: sharedCase.claimantName,
      licenseId: license.id,
      professionalName: professionalName(license),
      status: 'SCHEDULED',
      notes: 'Initial exam',
      startDate: '2031-06-01T09:00:00.000Z',
      createdByName: expect.any(String),
    });
    const notices = api.server.store
      .collection('notifications')
      .findBy('userId', sharedCase.attorneyUserId)
      .filter((n) => n.section === 'APPOINTMENT' && n.extra === `${sharedCase.id}:${booked.id}`);
    expect(notices.map((n) => n.action)).toEqual(['ADD']);
  });

  it('books for a claimant named without a case', async () => {
    const res = await book({ caseId: null, claimantName: 'Ana Diaz', ...at('01', '11:00', '11:30') });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ caseId: null, folio: null, claimantName: 'Ana Diaz' });
  });

  it('refuses an overlapping slot of the same professional with 409, not another professional’s', async () => {
    expect((await book(at('03', '14:00', '15:00'))).status).toBe(201);
    const clash = await book(at('03', '14:30', '15:30'));
    expect(clash.status).toBe(409);
    expect(messageOf(clash)).toBe(
      format(MESSAGES.appointmentOverlap, { professional: professionalName(license) }),
    );
    expect((await book(at('03', '15:00', '15:30'))).status).toBe(201);
    const facility = await api.http
      .post('/api/appointments')
      .set(as('facility-owner'))
      .send({ licenseId: otherLicense.id, claimantName: 'Ana Diaz', ...at('03', '14:00', '15:00') });
    expect(facility.status).toBe(201);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const noWho = await book({ caseId: null });
    expect(noWho.status).toBe(400);
    expect(fieldsOf(noWho)['claimantName']).toBe(MESSAGES.appointmentClaimantOrCase);
    const backwards = await book(at('04', '11:00', '10:00'));
    expect(fieldsOf(backwards)['endDate']).toBe(MESSAGES.appointmentEndBeforeStart);
    const notOurs = await book({ licenseId: otherLicense.id, ...at('04', '08:00', '08:30') });
    expect(notOurs.status).toBe(400);
    expect(fieldsOf(notOurs)['licenseId']).toBe(MESSAGES.appointmentLicenseNotOwn);
    expect((await book({ startDate: 'soon' })).status).toBe(400);
  });

  it('answers 404 for a case the company does not work on, 403 for an attorney firm or staff', async () => {
    expect((await book({ caseId: foreignCase.id, ...at('05', '08:00', '08:30') })).status).toBe(404);
    expect((await book({}, 'attorney-owner')).status).toBe(403);
    expect((await book({}, 'claimant')).status).toBe(403);
    expect((await book({}, 'user')).status).toBe(403);
  });
});

describe('PUT /appointments/{id}/cancel and /conclude', () => {
  it('cancels a scheduled one with its reason, then refuses any further move with 409', async () => {
    const { body } = await book(at('10', '09:00', '09:30'));
    const id = (body as AppointmentView).id;
    const noReason = await api.http
      .put(`/api/appointments/${id}/cancel`)
      .set(as('health-provider-owner'))
      .send({});
    expect(noReason.status).toBe(400);
    expect(fieldsOf(noReason)['reason']).toBe(MESSAGES.appointmentCancelReasonRequired);
    const res = await api.http
      .put(`/api/appointments/${id}/cancel`)
      .set(as('health-provider-owner'))
      .send({ reason: 'Patient has the flu' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'CANCELED', cancelReason: 'Patient has the flu' });
    expect((res.body as AppointmentView).canceledAt).not.toBeNull();
    const again = await api.http.put(`/api/appointments/${id}/conclude`).set(as('health-provider-owner'));
    expect(again.status).toBe(409);
    expect(messageOf(again)).toBe(format(MESSAGES.appointmentNotScheduled, { status: 'canceled' }));
    // Its time is free again.
    expect((await book(at('10', '09:00', '09:30'))).status).toBe(201);
  });

  it('concludes a scheduled one; another company gets 404, an attorney 403, a missing id 404', async () => {
    const { body } = await book(at('11', '09:00', '09:30'));
    const id = (body as AppointmentView).id;
    expect((await api.http.put(`/api/appointments/${id}/conclude`).set(as('facility-owner'))).status).toBe(
      404,
    );
    expect((await api.http.put(`/api/appointments/${id}/conclude`).set(as('attorney-owner'))).status).toBe(
      403,
    );
    const res = await api.http.put(`/api/appointments/${id}/conclude`).set(as('health-provider-owner'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'CONCLUDED' });
    const twice = await api.http
      .put(`/api/appointments/${id}/cancel`)
      .set(as('health-provider-owner'))
      .send({ reason: 'Too late' });
    expect(twice.status).toBe(409);
    expect(
      (await api.http.put('/api/appointments/nope/conclude').set(as('health-provider-owner'))).status,
    ).toBe(404);
  });
});

describe('GET /appointments/index, /min-date, /max-date and /appointments', () => {
  it('pages the company’s appointments crossing a window, by start, filtered by status and professional', async () => {
    const res = await api.http
      .get('/api/appointments/index')
      .query({
        'start-date': '2031-06-03T00:00:00.000Z',
        'end-date': '2031-06-04T00:00:00.000Z',
        'license-id': license.id,
        status: 'SCHEDULED',
        page: 0,
        size: 1,
      })
      .set(as('health-provider-owner'));
    expect(res.status).toBe(200);
    const page = appointmentPageSchema.parse(res.body);
    expect(page.total).toBe(2);
    expect(page.data.map((a) => a.startDate)).toEqual(['2031-06-03T14:00:00.000Z']);
    const facility = await api.http
      .get('/api/appointments/index')
      .query({ 'start-date': '2031-06-03T00:00:00.000Z', 'end-date': '2031-06-04T00:00:00.000Z' })
      .set(as('facility-owner'));
    expect((facility.body as { total: number }).total).toBe(1);
    const bad = await api.http.get('/api/appointments/index?status=LOST').set(as('health-provider-owner'));
    expect(bad.status).toBe(400);
    expect((await api.http.get('/api/appointments/index').set(as('attorney-owner'))).status).toBe(403);
  });

  it('answers the company’s first start and last end', async () => {
    const max = await api.http.get('/api/appointments/max-date').set(as('health-provider-owner'));
    expect(max.body).toEqual({ date: '2031-06-11T09:30:00.000Z' });
    const min = await api.http.get('/api/appointments/min-date').set(as('health-provider-owner'));
    expect((min.body as { date: string }).date < '2031-01-01').toBe(true);
    expect((await api.http.get('/api/appointments/min-date').set(as('attorney-owner'))).status).toBe(403);
  });

  it('lists them the ra-data-simple-rest way, the company’s only', async () => {
    const res = await api.http
      .get('/api/appointments')
      .query({ filter: JSON.stringify({ status: 'CANCELED' }), range: '[0,4]', sort: '["startDate","DESC"]' })
      .set(as('health-provider-owner'));
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toMatch(/^appointments 0-\d+\/\d+$/);
    const companyId = userOfRole(api, 'health-provider-owner').companyId;
    for (const a of res.body as AppointmentView[]) expect(a).toMatchObject({ status: 'CANCELED', companyId });
    expect((res.body as AppointmentView[])[0]!.cancelReason).toBe('Patient has the flu');
  });
});
