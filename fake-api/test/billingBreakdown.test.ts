/**
 * The settlement breakdown attached to a reduction request (issue 14): the request shares the file with the
 * case's collaborators so the provider asked can open it (audited as a sharing change); a file of another
 * case, or a provider that no longer collaborates on the case (it reads no file of it), is refused with 400
 * and nothing is shared or requested.
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
  it('shares a firm-only file with the provider, who can then download it; the sharing is audited', async () => {
    const theCase = fresh[0]!;
    const file = await uploadBreakdown(theCase.id, 'FIRM');
    const content = `${filesUrl(theCase.id)}/${file.id}/content?disposition=attachment`;
    expect((await w.api.http.get(content).set(as('health-provider-owner'))).status).toBe(404);

    const res = await requestWith(theCase.id, file.id);
    expect(res.status).toBe(201);
    expect((res.body as ReductionView).breakdownFileId).toBe(file.id);
    expect(storedFile(file.id).sharedWith).toBe('COLLABORATORS');

    const download = await w.api.http.get(content).set(as('health-provider-owner'));
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    const audit = await auditOf(file);
    expect(audit.map((e) => e.action)).toEqual(expect.arrayContaining(['UPDATED', 'DOWNLOADED']));
    expect(audit.find((e) => e.action === 'UPDATED')!.detail).toMatch(
      /shared with firm and collaborators \(settlement breakdown sent to .+\)/,
    );
  });

  it('keeps a claimant-shared file open to the claimant (everyone) and leaves a shared one as it is', async () => {
    const claimantFile = await uploadBreakdown(fresh[1]!.id, 'CLAIMANT');
    expect((await requestWith(fresh[1]!.id, claimantFile.id)).status).toBe(201);
    expect(storedFile(claimantFile.id).sharedWith).toBe('EVERYONE');

    const shared = await uploadBreakdown(fresh[2]!.id, 'COLLABORATORS');
    expect((await requestWith(fresh[2]!.id, shared.id)).status).toBe(201);
    expect(storedFile(shared.id).sharedWith).toBe('COLLABORATORS');
    expect((await auditOf(shared)).some((e) => e.action === 'UPDATED')).toBe(false);
  });

  it('answers 400 for a file of another case, or an unknown one, and shares nothing', async () => {
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
