/**
 * Treatment adherence (issue 16): a missed appointment (still scheduled a day after its end) and a gap of more
 * than 30 days in an open case's treatment each alert the case's attorney once (APPOINTMENT / ALERT_1), when the
 * development clock moves (its sweep); concluded and canceled appointments never do. GET /cases/{id}/adherence
 * shows the facts to the case's firm (a collaborator 403, another firm's user or a missing case 404).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { caseAdherenceSchema } from '@casebridge/domain';
import type { AppointmentView, LegalCase, License } from '@casebridge/domain';
import { DAY_MS, referralWorld } from './helpers/referrals.ts';
import type { ReferralWorld } from './helpers/referrals.ts';
import { userOfRole } from './helpers/server.ts';

let w: ReferralWorld;
let license: License;
let providerId: string;
let attorneyId: string;

beforeAll(async () => {
  w = await referralWorld({ devClock: true });
  providerId = w.companyOf('health-provider-owner');
  attorneyId = userOfRole(w.api, 'attorney-owner').id;
  license = w.api.server.store.collection('licenses').findBy('companyId', providerId)[0]!;
});
afterAll(() => w.api.close());

const serverNow = async () =>
  Date.parse(
    ((await w.api.http.get('/api/dev/clock').set(await w.as('attorney-owner'))).body as { time: string })
      .time,
  );
const move = async (body: { days?: number; hours?: number }) => {
  const res = await w.api.http
    .post('/api/dev/clock')
    .set(await w.as('system-admin'))
    .send(body);
  expect(res.status).toBe(200);
};
const treatingCase = () =>
  w.newCase({ status: 'TREATING', attorneyUserId: attorneyId, collaboratorCompanyIds: [providerId] });

/** Books (as the provider) a 30-minute slot at 02:00 UTC, `daysFromNow` whole days from the server's day. */
async function book(legalCase: LegalCase, daysFromNow: number): Promise<AppointmentView> {
  const day = Math.floor((await serverNow()) / DAY_MS + daysFromNow) * DAY_MS;
  const res = await w.api.http
    .post('/api/appointments')
    .set(await w.as('health-provider-owner'))
    .send({
      licenseId: license.id,
      caseId: legalCase.id,
      startDate: new Date(day + 2 * 3_600_000).toISOString(),
      endDate: new Date(day + 2.5 * 3_600_000).toISOString(),
    });
  expect(res.status).toBe(201);
  return res.body as AppointmentView;
}
const act = async (id: string, what: 'conclude' | 'cancel') =>
  expect(
    (
      await w.api.http
        .put(`/api/appointments/${id}/${what}`)
        .set(await w.as('health-provider-owner'))
        .send(what === 'cancel' ? { reason: 'Patient rescheduled' } : {})
    ).status,
  ).toBe(200);
/** The attorney's adherence alerts on a case, by message. */
const alerts = (legalCase: LegalCase, message: string) =>
  w.api.server.store
    .collection('notifications')
    .findBy('userId', attorneyId)
    .filter(
      (n) =>
        n.section === 'APPOINTMENT' &&
        n.action === 'ALERT_1' &&
        n.message === message &&
        n.extra.startsWith(`${legalCase.id}:`),
    );

describe('the adherence sweep', () => {
  it('alerts the attorney once for a missed appointment, never for a concluded or canceled one', async () => {
    const legalCase = treatingCase();
    const missed = await book(legalCase, -3);
    const concluded = await book(legalCase, -4);
    const canceled = await book(legalCase, -5);
    await act(concluded.id, 'conclude');
    await act(canceled.id, 'cancel');
    await move({ hours: 1 });
    const first = alerts(legalCase, 'Missed appointment');
    expect(first.map((n) => n.extra)).toEqual([`${legalCase.id}:${missed.id}`]);
    expect(first[0]!.description).toContain(legalCase.folio);
    await move({ days: 1 });
    expect(alerts(legalCase, 'Missed appointment')).toHaveLength(1);
    const read = await w.api.http
      .get(`/api/cases/${legalCase.id}/adherence`)
      .set(await w.as('attorney-owner'));
    expect(read.status).toBe(200);
    const body = caseAdherenceSchema.parse(read.body);
    expect(body.missed.map((m) => m.id)).toEqual([missed.id]);
    expect(body).toMatchObject({ caseId: legalCase.id, lastVisitAt: missed.endDate, gapDays: null });
  });

  it('does not count an appointment missed before a day has passed', async () => {
    const legalCase = treatingCase();
    await book(legalCase, 0);
    await move({ hours: 3 });
    expect(alerts(legalCase, 'Missed appointment')).toEqual([]);
  });

  it('alerts once per gap of more than 30 days, and again after a later visit’s gap', async () => {
    const legalCase = treatingCase();
    const visit = await book(legalCase, -2);
    await act(visit.id, 'conclude');
    await move({ days: 27 });
    expect(alerts(legalCase, 'Gap in treatment')).toEqual([]);
    await move({ days: 2 });
    const gap = alerts(legalCase, 'Gap in treatment');
    expect(gap.map((n) => n.extra)).toEqual([`${legalCase.id}:${visit.id}`]);
    await move({ days: 3 });
    expect(alerts(legalCase, 'Gap in treatment')).toHaveLength(1);
    const read = await w.api.http
      .get(`/api/cases/${legalCase.id}/adherence`)
      .set(await w.as('attorney-owner'));
    expect(caseAdherenceSchema.parse(read.body).gapDays).toBeGreaterThan(30);
    // Treatment resumes, then stops again: a new episode, a second alert.
    const next = await book(legalCase, -1);
    await act(next.id, 'conclude');
    await move({ days: 31 });
    expect(alerts(legalCase, 'Gap in treatment').map((n) => n.extra)).toEqual([
      `${legalCase.id}:${visit.id}`,
      `${legalCase.id}:${next.id}`,
    ]);
  });

  it('tells nobody of a closed case’s gap', async () => {
    const legalCase = treatingCase();
    const visit = await book(legalCase, -1);
    await act(visit.id, 'conclude');
    w.api.server.store.update('cases', legalCase.id, { status: 'CLOSED' });
    await move({ days: 32 });
    expect(alerts(legalCase, 'Gap in treatment')).toEqual([]);
  });
});

describe('GET /cases/{id}/adherence', () => {
  it('is the firm’s: a collaborator 403, another firm’s case or a missing one 404', async () => {
    const legalCase = treatingCase();
    const get = async (id: string, role: string) =>
      (await w.api.http.get(`/api/cases/${id}/adherence`).set(await w.as(role))).status;
    expect(await get(legalCase.id, 'attorney-owner')).toBe(200);
    expect(await get(legalCase.id, 'health-provider-owner')).toBe(403);
    const firmId = w.companyOf('attorney-owner');
    const otherFirm = [...w.api.server.store.collection('companies').all()].find(
      (c) => c.type === 'ATTORNEY' && c.id !== firmId,
    )!;
    const foreign = w.newCase({ attorneyCompanyId: otherFirm.id });
    expect(await get(foreign.id, 'attorney-owner')).toBe(404);
    expect(await get('no-such-case', 'attorney-owner')).toBe(404);
    expect((await w.api.http.get(`/api/cases/${legalCase.id}/adherence`)).status).toBe(401);
  });
});

describe('the server’s scheduler', () => {
  it('runs the adherence sweep on its own every jobsIntervalMs', async () => {
    const s = await referralWorld({ jobsIntervalMs: 50 });
    try {
      const provider = s.companyOf('health-provider-owner');
      const attorney = userOfRole(s.api, 'attorney-owner').id;
      const own = s.api.server.store.collection('licenses').findBy('companyId', provider)[0]!;
      const legalCase = s.newCase({
        status: 'TREATING',
        attorneyUserId: attorney,
        collaboratorCompanyIds: [provider],
      });
      const day = Math.floor(s.clock.now().getTime() / DAY_MS - 2) * DAY_MS;
      const res = await s.api.http
        .post('/api/appointments')
        .set(await s.as('health-provider-owner'))
        .send({
          licenseId: own.id,
          caseId: legalCase.id,
          startDate: new Date(day + 3 * 3_600_000).toISOString(),
          endDate: new Date(day + 3.5 * 3_600_000).toISOString(),
        });
      expect(res.status).toBe(201);
      const id = (res.body as AppointmentView).id;
      await vi.waitFor(
        () =>
          expect(
            s.api.server.store
              .collection('notifications')
              .findBy('userId', attorney)
              .filter((n) => n.action === 'ALERT_1' && n.extra === `${legalCase.id}:${id}`),
          ).toHaveLength(1),
        { timeout: 5_000, interval: 50 },
      );
    } finally {
      await s.api.close();
    }
  });
});
