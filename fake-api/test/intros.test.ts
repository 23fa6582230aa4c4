/**
 * Make Intro (issue 12): POST /intros (multipart), GET /intros, /intros/count, /intros/latest-action and
 * /intros/{id}/file, with the monthly limit, the receiver's notification and e-mail, and the scope checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTRO_MESSAGES, LIMITS, MESSAGES } from '@casebridge/domain';
import type { Company, IntroView } from '@casebridge/domain';
import { issueTokens } from '../src/core/auth.ts';
import { bearer, binaryBody, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';
import { testClock } from './helpers/referrals.ts';

let api: TestApi;
// The fixtures' reference month (2026-11): the demo attorney owner made 3 intros in it.
const clock = testClock('2026-11-02T12:00:00.000Z');
beforeAll(async () => {
  api = await startTestApi({ clock });
});
afterAll(() => api.close());

const as = async (role: string) =>
  bearer((await issueTokens(api.server.core.services, userOfRole(api, role).id)).token);
const companyOf = (role: string) =>
  api.server.store.collection('companies').get(userOfRole(api, role).companyId!) as Company;
const PDF = Buffer.from('%PDF-1.4\n% intro attachment\n');

describe('POST /intros', () => {
  it('sends an intro with a file: the receiver’s owner is notified and e-mailed, the file is served safely', async () => {
    const owner = await as('attorney-owner');
    const riverside = companyOf('health-provider-owner');
    const before = (await api.http.get('/api/intros/count').set(owner)).body;
    expect(before).toEqual({ count: 3, limit: LIMITS.introsPerMonth, remaining: 12 });
    const res = await api.http
      .post('/api/intros')
      .set(owner)
      .field('receiver', riverside.id)
      .field('introduction', 'We refer many spine cases near you.')
      .attach('file', PDF, { filename: 'our firm.pdf', contentType: 'application/pdf' });
    expect(res.status).toBe(201);
    const intro = res.body as IntroView;
    expect(intro).toMatchObject({ direction: 'SENT', receiver: riverside.id, receiverName: riverside.name });
    expect(intro.file).toMatchObject({ name: 'our firm.pdf', mimeType: 'application/pdf' });
    expect(intro.file!.id).toMatch(/^[0-9a-f-]{36}$/);

    const providerOwner = userOfRole(api, 'health-provider-owner');
    const notice = api.server.store
      .collection('notifications')
      .findBy('userId', providerOwner.id)
      .find((n) => n.extra === intro.id);
    expect(notice).toMatchObject({ section: 'INTRO', action: 'ADD', read: false });
    const mail = api.mailsTo(providerOwner.email).at(-1)!;
    expect(mail.body).toContain('We refer many spine cases near you.');
    expect(mail.body).toContain(`/my-network?tab=intros&intro=${intro.id}`);

    for (const role of ['attorney-owner', 'health-provider-owner']) {
      const file = await api.http
        .get(`/api/intros/${intro.id}/file`)
        .set(await as(role))
        .buffer(true)
        .parse(binaryBody);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe('inline; filename="our_firm.pdf"');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(file.body as Buffer, PDF)).toBe(0);
    }
    const stranger = await api.http.get(`/api/intros/${intro.id}/file`).set(await as('facility-owner'));
    expect(stranger.status).toBe(404);

    const received = (await api.http.get('/api/intros').set(await as('health-provider-owner')))
      .body as IntroView[];
    expect(received.find((i) => i.id === intro.id)?.direction).toBe('RECEIVED');
    const latest = await api.http.get(`/api/intros/latest-action?receiver-id=${riverside.id}`).set(owner);
    expect(latest.body).toEqual({ createdAt: intro.createdAt });
  });

  it('sends on behalf of a user of the company, never of another company', async () => {
    const owner = await as('attorney-owner');
    const lakeview = companyOf('facility-owner');
    const ok = await api.http
      .post('/api/intros')
      .set(owner)
      .send({
        receiver: lakeview.id,
        introduction: 'Meet our admin.',
        onBehalfOf: userOfRole(api, 'attorney-admin').id,
      });
    expect(ok.status).toBe(201);
    expect((ok.body as IntroView).onBehalfOfName).toMatch(/\S/);
    const bad = await api.http
      .post('/api/intros')
      .set(owner)
      .send({
        receiver: lakeview.id,
        introduction: 'x',
        onBehalfOf: userOfRole(api, 'health-provider-owner').id,
      });
    expect([bad.status, bad.body.fields?.onBehalfOf]).toEqual([400, INTRO_MESSAGES.onBehalfOfInvalid]);
  });

  it('refuses bad input: no receiver or introduction, too long, own company, a bad file', async () => {
    const owner = await as('attorney-member');
    const riverside = companyOf('health-provider-owner');
    const empty = await api.http.post('/api/intros').set(owner).send({});
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toMatchObject({
      receiver: MESSAGES.thisFieldRequired,
      introduction: MESSAGES.thisFieldRequired,
    });
    const long = await api.http
      .post('/api/intros')
      .set(owner)
      .send({ receiver: riverside.id, introduction: 'a'.repeat(LIMITS.introductionMaxLength + 1) });
    expect(long.status).toBe(400);
    const own = await api.http
      .post('/api/intros')
      .set(owner)
      .send({ receiver: companyOf('attorney-owner').id, introduction: 'Hi' });
    expect([own.status, own.body.fields?.receiver]).toEqual([400, INTRO_MESSAGES.receiverInvalid]);
    const exe = await api.http
      .post('/api/intros')
      .set(owner)
      .field('receiver', riverside.id)
      .field('introduction', 'Hi')
      .attach('file', Buffer.from('MZ...'), { filename: 'run.exe', contentType: 'application/octet-stream' });
    expect(exe.status).toBe(400);
    const fake = await api.http
      .post('/api/intros')
      .set(owner)
      .field('receiver', riverside.id)
      .field('introduction', 'Hi')
      .attach('file', Buffer.from('<html>'), { filename: 'x.pdf', contentType: 'application/pdf' });
    expect(fake.status).toBe(400);
  });

  it('answers 404 for an unknown or non-directory receiver and 403 for claimants, factoring and staff', async () => {
    const owner = await as('attorney-member');
    const unknown = await api.http
      .post('/api/intros')
      .set(owner)
      .send({ receiver: 'nope', introduction: 'Hi' });
    expect(unknown.status).toBe(404);
    const incomplete = companyOf('owner-incomplete');
    const notListed = await api.http
      .post('/api/intros')
      .set(owner)
      .send({ receiver: incomplete.id, introduction: 'Hi' });
    expect(notListed.status).toBe(404);
    const factoring = companyOf('factoring-company');
    expect(
      (await api.http.post('/api/intros').set(owner).send({ receiver: factoring.id, introduction: 'Hi' }))
        .status,
    ).toBe(404);
    for (const role of ['claimant', 'factoring-company', 'system-admin']) {
      const res = await api.http
        .post('/api/intros')
        .set(await as(role))
        .send({ receiver: companyOf('health-provider-owner').id, introduction: 'Hi' });
      expect(res.status, role).toBe(403);
      expect((await api.http.get('/api/intros/count').set(await as(role))).status, role).toBe(403);
    }
    expect((await api.http.get('/api/intros/latest-action').set(owner)).status).toBe(400);
    expect((await api.http.get('/api/intros/nope/file').set(owner)).status).toBe(404);
    expect((await api.http.post('/api/intros').send({})).status).toBe(401);
  });

  it('refuses the 16th intro of the month with section 8’s sentence, and counts again next month', async () => {
    const support = await as('support');
    const riverside = companyOf('health-provider-owner');
    const send = () =>
      api.http.post('/api/intros').set(support).send({ receiver: riverside.id, introduction: 'Hello' });
    for (let i = 0; i < LIMITS.introsPerMonth; i++) expect((await send()).status).toBe(201);
    expect((await api.http.get('/api/intros/count').set(support)).body).toMatchObject({
      count: 15,
      remaining: 0,
    });
    const refused = await send();
    expect([refused.status, refused.body.message]).toEqual([409, MESSAGES.introLimitReached]);
    clock.advance(30 * 86_400_000);
    const nextMonth = await as('support');
    expect((await api.http.get('/api/intros/count').set(nextMonth)).body.count).toBe(0);
  });
});
