/**
 * The settlement breakdown attached to a reduction request (issue 14): the provider asked can open the file
 * through its request, and no other provider can (the file's sharing does not change); a file of another
 * case, or a provider that no longer collaborates on the case (it reads no file of it), is refused with 400
 * and nothing is requested.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@casebridge/domain';
import type { CaseFileView, LegalCase, ReductionView } from '@casebridge/domain';
import { aBill, billingPath, fieldsOf, startBillingWorld } from './helpers/billing.ts';
import type { BillingWorld } from './helpers/billing.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

let w: BillingWorld;
/** Open cases of the firm with no negotiation of the demo provider yet. */
let fresh: LegalCase[];
beforeAll(async () => {
  w = await startBillingWorld();
  const reductions = w.api.server.store.collection('reductions');
  fresh = w.shared.filter(
    (c) => !reductions.findBy('caseId', c.id).some((r) => r.healthProviderCompanyId === w.providerId),
  );
});
afterAll(() => w.api.close());

const as = (role: string) => w.tokens[role]!;
const filesUrl = (caseId: string) => `/api/cases/${caseId}/files`;
const storedFile = (id: string) => w.api.server.store.collection('files').get(id)!;

/** A breakdown uploaded by the firm on `caseId`, shared as `sharedWith`. */
async function uploadBreakdown(caseId: string, sharedWith: string): Promise<CaseFileView> {
  const res = await w.api.http
    .post(filesUrl(caseId))
    .set(as('attorney-owner'))
    .field('category', 'OTHER')
    .field('sharedWith', sharedWith)
    .attach('files', PDF, { filename: 'breakdown.pdf', contentType: 'application/pdf' });
  expect(res.status).toBe(201);
  return (res.body as CaseFileView[])[0]!;
}

async function requestWith(caseId: string, breakdownFileId: string) {
  await w.api.http
    .post(billingPath(caseId, w.providerId, '/bills'))
    .set(as('health-provider-owner'))
    .send(aBill());
  return w.api.http
    .post(billingPath(caseId, w.providerId, '/reductions'))
    .set(as('attorney-owner'))
    .send({ by: 'PERCENT', percent: 25, note: 'See the breakdown', breakdownFileId });
}

const auditOf = async (file: CaseFileView) =>
  (await w.api.http.get(`${filesUrl(file.caseId)}/${file.id}/audit`).set(as('attorney-owner'))).body as {
    action: string;
    detail: string;
  }[];

describe('a settlement breakdown attached to a reduction request', () => {
  it('opens a firm-only file to the provider asked, and to no other provider; its sharing does not change', async () => {
    const theCase = fresh[0]!;
    const store = w.api.server.store;
    const collaborators = store.collection('cases').get(theCase.id)!.collaboratorCompanyIds;
    if (!collaborators.includes(w.otherProvider.id))
      store.update('cases', theCase.id, { collaboratorCompanyIds: [...collaborators, w.otherProvider.id] });
    const file = await uploadBreakdown(theCase.id, 'FIRM');
    const content = `${filesUrl(theCase.id)}/${file.id}/content?disposition=attachment`;
    expect((await w.api.http.get(content).set(as('health-provider-owner'))).status).toBe(404);

    const res = await requestWith(theCase.id, file.id);
    expect(res.status).toBe(201);
    expect((res.body as ReductionView).breakdownFileId).toBe(file.id);
    expect(storedFile(file.id).sharedWith).toBe('FIRM');

    const download = await w.api.http.get(content).set(as('health-provider-owner'));
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    expect((await auditOf(file)).map((e) => e.action)).toContain('DOWNLOADED');
    // A breakdown lists every provider's balance: the case's other providers never read it.
    expect((await w.api.http.get(content).set(w.otherProvider.auth)).status).toBe(404);
    const listed = await w.api.http.get(`${filesUrl(theCase.id)}?range=[0,99]`).set(w.otherProvider.auth);
    expect((listed.body as CaseFileView[]).map((f) => f.id)).not.toContain(file.id);
  });

  it('answers 400 for a file of another case, or an unknown one, and requests nothing', async () => {
    const theCase = fresh[3]!;
    const foreign = await uploadBreakdown(fresh[0]!.id, 'FIRM');
    const res = await requestWith(theCase.id, foreign.id);
    expect(res.status).toBe(400);
    expect(fieldsOf(res)['breakdownFileId']).toBe(MESSAGES.notFound);
    expect(storedFile(foreign.id).sharedWith).toBe('FIRM');
    expect((await requestWith(theCase.id, 'no-such-file')).status).toBe(400);
    const reductions = w.api.server.store.collection('reductions').findBy('caseId', theCase.id);
    expect(reductions.some((r) => r.healthProviderCompanyId === w.providerId)).toBe(false);
  });

  it('answers 400 when the provider no longer collaborates on the case (it could not open the file)', async () => {
    const theCase = fresh[4]!;
    const file = await uploadBreakdown(theCase.id, 'FIRM');
    await w.api.http
      .post(billingPath(theCase.id, w.providerId, '/bills'))
      .set(as('health-provider-owner'))
      .send(aBill());
    const removed = await w.api.http
      .delete(`/api/cases/${theCase.id}/collaborators/${w.providerId}`)
      .set(as('attorney-owner'));
    expect(removed.status).toBe(200);
    const res = await requestWith(theCase.id, file.id);
    expect(res.status).toBe(400);
    expect(fieldsOf(res)['breakdownFileId']).toBe(MESSAGES.reductionBreakdownNotShareable);
    expect(storedFile(file.id).sharedWith).toBe('FIRM');
  });
});
