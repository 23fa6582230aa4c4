/**
 * The settlement statement API (issue 14) on the example: GET /cases/{id}/settlement (a new draft,
 * the figures and lines, who reads), PUT (the figures, bad input), POST …/pro-rata-requests (the suggestion's
 * shares 7,500 / 2,500 / 20,000 sent as reduction requests, accepted by each provider through the billing
 * API) and POST …/finalize (refused while a line is not accepted; then frozen into a PDF and an .xlsx case
 * file that download). Closed cases are read-only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FEE, MESSAGES, format } from '@casebridge/domain';
import type { ProRataRequestsResult, SettlementView } from '@casebridge/domain';
import { bearer, signInRoles, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';
import { principalOf } from '../src/core/auth.ts';
import { caseFileKey } from '../src/routes/cases/fileContent.ts';
import {
  finalizeSettlement,
  prepareSettlementDocuments,
} from '../src/routes/settlement/settlementFinalize.ts';
import {
  EXAMPLE_FIGURES,
  acceptOpenReductions,
  activeUserOf,
  settlementCase,
} from './helpers/settlementCase.ts';
import type { SettlementCase } from './helpers/settlementCase.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
const ROLES = [
  'attorney-owner',
  'attorney-member',
  'basic-attorney-owner',
  'health-provider-owner',
  'claimant',
  'user',
  'factoring-company',
];
let example: SettlementCase;
beforeAll(async () => {
  api = await startTestApi();
  await signInRoles(api, ROLES, tokens);
  example = settlementCase(
    api.server.store,
    userOfRole(api, 'attorney-owner').companyId!,
    userOfRole(api, 'health-provider-owner').companyId!,
  );
});
afterAll(() => api.close());

const as = (role: string) => tokens[role]!;
const path = (caseId = example.legalCase.id) => `/api/cases/${caseId}/settlement`;
const read = (role: string, caseId?: string) => api.http.get(path(caseId)).set(as(role));
const save = (role: string, body: unknown, caseId?: string) =>
  api.http
    .put(path(caseId))
    .set(as(role))
    .send(body as object);
const proRata = (role: string, body: object = {}, caseId?: string) =>
  api.http
    .post(`${path(caseId)}/pro-rata-requests`)
    .set(as(role))
    .send(body);
const finalize = (role: string, caseId?: string) =>
  api.http
    .post(`${path(caseId)}/finalize`)
    .set(as(role))
    .send({});
const view = (res: { body: unknown }) => res.body as SettlementView;
const fieldsOf = (res: { body: unknown }) => (res.body as { fields?: Record<string, string> }).fields;
const providerName = (i: number) => example.providers[i]!.name;

describe('GET /cases/{id}/settlement', () => {
  it('answers a case never settled as a draft with the default fee and zeros, and no statement yet', async () => {
    const res = await read('attorney-member');
    expect(res.status).toBe(200);
    expect(view(res)).toMatchObject({
      caseId: example.legalCase.id,
      folio: example.legalCase.folio,
      status: 'DRAFT',
      statement: null,
      problems: [MESSAGES.settlementNoGross],
      finalizeRefusal: MESSAGES.settlementNoGross,
      suggestion: null,
      finalizedAt: null,
      pdfFileId: null,
      xlsxFileId: null,
      updatedAt: null,
    });
  });

  it('is read by internal staff, and is 404 for the providers, the claimant, other firms and factoring', async () => {
    expect((await read('user')).status).toBe(200);
    for (const role of ['health-provider-owner', 'claimant', 'basic-attorney-owner', 'factoring-company'])
      expect([role, (await read(role)).status]).toEqual([role, 404]);
  });

  it('is 404 for a case that does not exist', async () => {
    expect((await read('attorney-owner', 'no-such-case')).status).toBe(404);
    expect((await save('attorney-owner', EXAMPLE_FIGURES, 'no-such-case')).status).toBe(404);
    expect((await proRata('attorney-owner', {}, 'no-such-case')).status).toBe(404);
    expect((await finalize('attorney-owner', 'no-such-case')).status).toBe(404);
  });
});

describe('PUT /cases/{id}/settlement', () => {
  it('refuses figures the domain refuses, with its messages on the fields', async () => {
    const bad = async (patch: object) => {
      const res = await save('attorney-owner', { ...EXAMPLE_FIGURES, ...patch });
      expect(res.status).toBe(400);
      return fieldsOf(res);
    };
    expect(await bad({ grossCents: 0 })).toEqual({ grossCents: MESSAGES.settlementGrossPositive });
    expect(await bad({ fee: { rate: { numerator: 4, denominator: 3 }, basis: 'GROSS' } })).toEqual({
      fee: MESSAGES.settlementFeeRateInvalid,
    });
    expect(await bad({ costsCents: -1 })).toEqual({
      costsCents: format(MESSAGES.settlementAmountInvalid, { field: 'the case costs' }),
    });
    expect(await bad({ costsCents: 10_000_000 })).toEqual({
      costsCents: format(MESSAGES.settlementCostsOverGross, { costs: '$100,000.00', gross: '$90,000.00' }),
    });
    expect((await save('attorney-owner', { grossCents: 'lots' })).status).toBe(400);
    expect((await save('attorney-owner', { ...EXAMPLE_FIGURES, grossCents: 1.5 })).status).toBe(400);
    expect((await read('attorney-owner')).body).toMatchObject({ updatedAt: null });
  });

  it('is 404 for a provider of the case and another firm, 403 for staff', async () => {
    for (const role of ['health-provider-owner', 'basic-attorney-owner'])
      expect([role, (await save(role, EXAMPLE_FIGURES)).status]).toEqual([role, 404]);
    expect((await save('user', EXAMPLE_FIGURES)).status).toBe(403);
  });

  it('saves the figures: the statement of the example nets 18,000 with no reduction accepted', async () => {
    const res = await save('attorney-member', EXAMPLE_FIGURES);
    expect(res.status).toBe(200);
    const saved = view(res);
    expect(saved.figures).toEqual(EXAMPLE_FIGURES);
    expect(saved.statement).toMatchObject({
      grossCents: 9_000_000,
      fee: DEFAULT_FEE,
      feeCents: 3_000_000,
      providersOwedCents: 3_600_000,
      netToClientCents: 1_800_000,
    });
    expect(
      saved.statement?.lines.map((l) => [l.providerId, l.owedCents, l.status, l.reductionStatus]),
    ).toEqual(example.providers.map((p, i) => [p.id, [900_000, 300_000, 2_400_000][i], 'OPEN', null]));
    expect(saved.problems).toEqual([]);
    expect(saved.finalizeRefusal).toBe(
      format(MESSAGES.settlementLineNotAccepted, { provider: providerName(0) }),
    );
    expect(saved.suggestion).toEqual({
      capCents: 3_000_000,
      netToClientCents: 2_400_000,
      shares: example.providers.map((p, i) => ({
        providerId: p.id,
        balanceCents: [900_000, 300_000, 2_400_000][i],
        suggestedOwedCents: [750_000, 250_000, 2_000_000][i],
        reductionCents: [150_000, 50_000, 400_000][i],
        requestable: true,
      })),
    });
    expect((await read('attorney-owner')).body).toEqual(saved);
  });
});

describe('POST /cases/{id}/settlement/finalize while a line is not accepted', () => {
  it('is refused with the first line not accepted', async () => {
    const res = await finalize('attorney-owner');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: format(MESSAGES.settlementLineNotAccepted, { provider: providerName(0) }),
    });
    expect(view(await read('attorney-owner')).status).toBe('DRAFT');
  });
});

describe('POST /cases/{id}/settlement/pro-rata-requests', () => {
  const offers = () => api.server.store.collection('reductions').findBy('caseId', example.legalCase.id);

  it('is 404 for a provider and another firm, 403 for staff, and sends nothing', async () => {
    expect((await proRata('health-provider-owner')).status).toBe(404);
    expect((await proRata('basic-attorney-owner')).status).toBe(404);
    expect((await proRata('user')).status).toBe(403);
    expect(offers()).toEqual([]);
  });

  it('refuses a note too long for a reduction request', async () => {
    expect((await proRata('attorney-owner', { note: 'x'.repeat(1001) })).status).toBe(400);
    expect(offers()).toEqual([]);
  });

  it('sends the providers asked for their share and skips a company not on the case', async () => {
    const first = example.providers[0]!;
    const res = await proRata('attorney-owner', {
      providerIds: [first.id, 'not-a-provider'],
      note: 'Pro rata',
    });
    expect(res.status).toBe(201);
    const result = res.body as ProRataRequestsResult;
    expect(result.sent).toHaveLength(1);
    expect(result.sent[0]).toMatchObject({
      healthProviderCompanyId: first.id,
      status: 'OPEN',
      balanceCents: 900_000,
      currentAmountCents: 750_000,
      history: [
        expect.objectContaining({ kind: 'OFFER', label: 'Offer', amountCents: 750_000, note: 'Pro rata' }),
      ],
    });
    expect(result.skipped).toEqual([{ providerId: 'not-a-provider', reason: MESSAGES.billingNotOnCase }]);
  });

  it('sends every other share in one step, notifies each provider and skips the one already asked', async () => {
    const res = await proRata('attorney-member', { note: 'Our pro-rata offer' });
    expect(res.status).toBe(201);
    const result = res.body as ProRataRequestsResult;
    expect(result.sent.map((r) => [r.healthProviderCompanyId, r.currentAmountCents])).toEqual([
      [example.providers[1]!.id, 250_000],
      [example.providers[2]!.id, 2_000_000],
    ]);
    expect(result.skipped).toEqual([
      { providerId: example.providers[0]!.id, reason: MESSAGES.reductionAlreadyActive },
    ]);
    expect(
      offers()
        .map((r) => r.currentAmountCents)
        .sort((a, b) => a - b),
    ).toEqual([250_000, 750_000, 2_000_000]);
    const owner = userOfRole(api, 'health-provider-owner');
    const notes = api.server.store
      .collection('notifications')
      .findBy('userId', owner.id)
      .filter((n) => n.section === 'REDUCTION');
    expect(notes.length).toBeGreaterThan(0);
    const activity = api.server.store.collection('caseActivities').findBy('caseId', example.legalCase.id);
    expect(activity.filter((a) => a.action === 'REDUCTION_REQUESTED')).toHaveLength(3);
    const after = view(await read('attorney-owner'));
    expect(after.statement?.lines.map((l) => [l.reductionStatus, l.status])).toEqual([
      ['OPEN', 'OPEN'],
      ['OPEN', 'OPEN'],
      ['OPEN', 'OPEN'],
    ]);
    expect(after.suggestion?.shares.map((s) => s.requestable)).toEqual([false, false, false]);
  });

  it('answers 409 when no provider can be sent a request', async () => {
    const res = await proRata('attorney-owner');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: MESSAGES.settlementProRataNothing });
  });
});

describe('POST /cases/{id}/settlement/finalize once every line is accepted', () => {
  let finalized: SettlementView;

  it('counts the reductions the providers accept: the net to the client becomes 24,000, ready to finalize', async () => {
    const store = api.server.store;
    for (const provider of example.providers) {
      const offer = store
        .collection('reductions')
        .findBy('caseId', example.legalCase.id)
        .find((r) => r.healthProviderCompanyId === provider.id)!;
      const auth = bearer(await api.tokenOfUser(activeUserOf(store, provider.id)!.id));
      const res = await api.http
        .put(`/api/cases/${example.legalCase.id}/billing/${provider.id}/reductions/${offer.id}`)
        .set(auth)
        .send({ action: 'ACCEPT' });
      expect([provider.name, res.status]).toEqual([provider.name, 200]);
    }
    const res = view(await read('attorney-owner'));
    expect(res.statement?.netToClientCents).toBe(2_400_000);
    expect(res.statement?.lines.map((l) => [l.status, l.reductionStatus, l.owedCents])).toEqual([
      ['ACCEPTED', 'ACCEPTED', 750_000],
      ['ACCEPTED', 'ACCEPTED', 250_000],
      ['ACCEPTED', 'ACCEPTED', 2_000_000],
    ]);
    expect(res.finalizeRefusal).toBeNull();
  });

  it('is 404 for a provider and another firm, 403 for staff', async () => {
    expect((await finalize('health-provider-owner')).status).toBe(404);
    expect((await finalize('basic-attorney-owner')).status).toBe(404);
    expect((await finalize('user')).status).toBe(403);
  });

  it('freezes the statement, stores a PDF and an .xlsx with the case files, firm only, and says so', async () => {
    const res = await finalize('attorney-member');
    expect(res.status).toBe(200);
    finalized = view(res);
    const member = userOfRole(api, 'attorney-member');
    expect(finalized).toMatchObject({ status: 'FINALIZED', finalizeRefusal: MESSAGES.settlementFinalized });
    expect(finalized.statement?.netToClientCents).toBe(2_400_000);
    expect(finalized.finalizedAt).toEqual(expect.any(String));
    expect(finalized.finalizedByName).toBe(`${member.name} ${member.lastName}`);
    const files = api.server.store.collection('files');
    const pdf = files.get(finalized.pdfFileId!)!;
    const xlsx = files.get(finalized.xlsxFileId!)!;
    expect(pdf).toMatchObject({ caseId: example.legalCase.id, type: 'application/pdf', sharedWith: 'FIRM' });
    expect(pdf.name).toBe(`Settlement statement ${example.legalCase.folio}.pdf`);
    expect(xlsx).toMatchObject({
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      sharedWith: 'FIRM',
    });
    const activity = api.server.store.collection('caseActivities').findBy('caseId', example.legalCase.id);
    expect(activity.find((a) => a.action === 'SETTLEMENT_FINALIZED')).toMatchObject({
      actorId: member.id,
      detail: 'Settlement statement finalized: $24,000.00 net to the client',
    });
  });

  it('downloads both files through the case-file content endpoint; a provider cannot', async () => {
    const content = (fileId: string, role = 'attorney-owner') =>
      api.http
        .get(`/api/cases/${example.legalCase.id}/files/${fileId}/content`)
        .set(as(role))
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
    const pdf = await content(finalized.pdfFileId!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('attachment; filename="Settlement statement');
    expect((pdf.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const xlsx = await content(finalized.xlsxFileId!);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect((xlsx.body as Buffer).subarray(0, 2).toString('latin1')).toBe('PK');
    expect((await content(finalized.pdfFileId!, 'health-provider-owner')).status).toBe(404);
  });

  it('no longer changes: writes are 409, and later billing does not move the statement', async () => {
    for (const res of [
      await save('attorney-owner', EXAMPLE_FIGURES),
      await proRata('attorney-owner'),
      await finalize('attorney-owner'),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ message: MESSAGES.settlementFinalized });
    }
    const bill = api.server.store.collection('bills').findBy('caseId', example.legalCase.id)[0]!;
    api.server.store.update('bills', bill.id, { amountCents: bill.amountCents + 100_000 });
    expect(view(await read('attorney-owner'))).toEqual(finalized);
    expect(view(await read('user')).status).toBe('FINALIZED');
  });
});

describe('a statement whose providers fit under the cap', () => {
  it('suggests no reduction, so no request can be sent (409) and none is stored', async () => {
    const { legalCase, providers } = settlementCase(
      api.server.store,
      userOfRole(api, 'attorney-owner').companyId!,
      userOfRole(api, 'health-provider-owner').companyId!,
      4,
    );
    const figures = { ...EXAMPLE_FIGURES, grossCents: 20_000_000 };
    const saved = view(await save('attorney-owner', figures, legalCase.id));
    expect(saved.suggestion?.shares.map((s) => [s.reductionCents, s.requestable])).toEqual([
      [0, false],
      [0, false],
      [0, false],
    ]);
    const res = await proRata('attorney-owner', { providerIds: [providers[0]!.id] }, legalCase.id);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: MESSAGES.settlementProRataNothing });
    expect(api.server.store.collection('reductions').findBy('caseId', legalCase.id)).toEqual([]);
  });
});

describe('a closed case', () => {
  it('is still written once SETTLED: the distribution is made out of the settlement', async () => {
    const owner = userOfRole(api, 'attorney-owner');
    const other = settlementCase(
      api.server.store,
      owner.companyId!,
      userOfRole(api, 'health-provider-owner').companyId!,
      1,
    );
    api.server.store.update('cases', other.legalCase.id, { status: 'SETTLED' });
    expect((await save('attorney-owner', EXAMPLE_FIGURES, other.legalCase.id)).status).toBe(200);
  });

  it('is read but not written (409)', async () => {
    const owner = userOfRole(api, 'attorney-owner');
    const other = settlementCase(
      api.server.store,
      owner.companyId!,
      userOfRole(api, 'health-provider-owner').companyId!,
      1,
    );
    api.server.store.update('cases', other.legalCase.id, { status: 'CLOSED' });
    expect((await read('attorney-owner', other.legalCase.id)).status).toBe(200);
    for (const res of [
      await save('attorney-owner', EXAMPLE_FIGURES, other.legalCase.id),
      await proRata('attorney-owner', {}, other.legalCase.id),
      await finalize('attorney-owner', other.legalCase.id),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ message: MESSAGES.billingClosedCase });
    }
  });
});

describe('finalizing with documents prepared before the write lock', () => {
  const ready = async (index: number) => {
    const owner = userOfRole(api, 'attorney-owner');
    const store = api.server.store;
    const { legalCase } = settlementCase(
      store,
      owner.companyId!,
      userOfRole(api, 'health-provider-owner').companyId!,
      index,
    );
    expect((await save('attorney-owner', EXAMPLE_FIGURES, legalCase.id)).status).toBe(200);
    expect((await proRata('attorney-owner', {}, legalCase.id)).status).toBe(201);
    acceptOpenReductions(store, legalCase.id);
    const services = api.server.core.services;
    const caller = principalOf(owner, store.collection('companies').get(owner.companyId!) ?? null);
    const prepared = await prepareSettlementDocuments(services, caller, legalCase.id);
    const finish = () =>
      store.transaction(() => finalizeSettlement(services, caller, legalCase.id, prepared));
    const stored = async (fileId: string | null) => (await services.uploads!.get(caseFileKey(fileId!)))!.data;
    return { legalCase, prepared, finish, stored };
  };

  it('stores the prepared PDF and workbook when nothing changed meanwhile', async () => {
    const { prepared, finish, stored } = await ready(2);
    const done = await finish();
    expect((await stored(done.pdfFileId)).equals(prepared.pdf)).toBe(true);
    expect((await stored(done.xlsxFileId)).equals(prepared.xlsx)).toBe(true);
  });

  it('writes them again from the statement as it is when it changed meanwhile', async () => {
    const { legalCase, prepared, finish, stored } = await ready(3);
    const record = api.server.store.collection('settlements').findOne('caseId', legalCase.id)!;
    api.server.store.update('settlements', record.id, { grossCents: 9_600_000 });
    const done = await finish();
    expect(done.statement?.grossCents).toBe(9_600_000);
    const pdf = await stored(done.pdfFileId);
    expect(pdf.equals(prepared.pdf)).toBe(false);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await stored(done.xlsxFileId)).equals(prepared.xlsx)).toBe(false);
  });
});
