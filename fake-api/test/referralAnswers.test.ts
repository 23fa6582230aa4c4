/**
 * Answering a case invite (issue 13): accept, reject with a motive (an admin or premium benefit for members),
 * assign professionals, and the firm re-sending a rejected one to another company.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, REJECT_REFERRAL_DENIED, format, isPremiumSubscriptionType } from '@casebridge/domain';
import type { Company, ReferralView, UserRecord } from '@casebridge/domain';
import { referralWorld } from './helpers/referrals.ts';
import type { ReferralWorld } from './helpers/referrals.ts';
import { userOfRole } from './helpers/server.ts';

let w: ReferralWorld;
let provider: string;
let facility: string;
/** A validated health provider on a plan that is not premium, its owner, and a plain member added to it. */
let basicProvider: Company;
let basicOwner: UserRecord;
let basicMember: UserRecord;
beforeAll(async () => {
  w = await referralWorld();
  provider = w.companyOf('health-provider-owner');
  facility = w.companyOf('facility-owner');
  const store = w.api.server.store;
  const users = store.collection('users');
  const activeOwner = (companyId: string) =>
    users.findBy('companyId', companyId).find((u) => u.permission === 'OWNER' && u.status === 'ACTIVE');
  basicProvider = [...store.collection('companies').all()].find(
    (c) =>
      c.type === 'HEALTH_PROVIDER' &&
      c.status === 'VALIDATED' &&
      !isPremiumSubscriptionType(c.subscriptionType) &&
      activeOwner(c.id),
  )!;
  basicOwner = activeOwner(basicProvider.id)!;
  const { id: _ownerId, ...owner } = basicOwner;
  basicMember = store.insert('users', {
    ...owner,
    email: 'plain.member@basic-provider.test',
    name: 'Pat',
    lastName: 'Plain',
    permission: 'MEMBER',
  });
});
afterAll(() => w.api.close());

const store = () => w.api.server.store;
type Answer = { status: number; body: ReferralView & { message?: string; fields?: Record<string, string> } };
const put = async (id: string, action: string, who: string, body?: object): Promise<Answer> =>
  w.api.http
    .put(`/api/referrals/${id}/${action}`)
    .set(await w.as(who))
    .send(body ?? {});
async function invite(companyId = provider): Promise<ReferralView> {
  const res = await w.present(w.newCase().id, [companyId]);
  expect(res.status).toBe(201);
  return (res.body as ReferralView[])[0]!;
}
const firmUsers = () => [userOfRole(w.api, 'attorney-owner')];
const licensesOf = (companyId: string) => store().collection('licenses').findBy('companyId', companyId);

describe('PUT /referrals/{id}/accept', () => {
  it('accepts: the company joins the case, the activity is logged and the firm is told (with an e-mail)', async () => {
    const created = await invite();
    const res = await put(created.id, 'accept', 'health-provider-owner');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ACCEPTED', presentedStatus: 'ACCEPTED', canAnswer: false });
    expect(res.body.answeredByName).toBeTruthy();
    const legalCase = store().collection('cases').get(created.caseId)!;
    expect(legalCase.collaboratorCompanyIds).toContain(provider);
    const activity = store().collection('caseActivities').findBy('caseId', legalCase.id);
    expect(activity.map((a) => a.action)).toContain('REFERRAL_ACCEPTED');
    for (const user of firmUsers())
      expect(w.noticesOf(user.id, created.id)).toEqual([
        expect.objectContaining({
          section: 'REFERRAL',
          action: 'ACCEPT',
          extra: `${legalCase.id}:${created.id}`,
        }),
      ]);
    expect(w.api.mailsTo(firmUsers()[0]!.email).at(-1)!.subject).toContain(
      `accepted case ${legalCase.folio}`,
    );
    // The case itself is now open to the provider, as to any collaborator.
    const caseRes = await w.api.http
      .get(`/api/cases/${legalCase.id}`)
      .set(await w.as('health-provider-owner'));
    expect(caseRes.status).toBe(200);
  });

  it('refuses an answered invite (409) and anyone but the receiving company (404)', async () => {
    const created = await invite();
    expect((await put(created.id, 'accept', 'health-provider-owner')).status).toBe(200);
    const again = await put(created.id, 'accept', 'health-provider-owner');
    expect([again.status, again.body.message]).toEqual([409, MESSAGES.referralNotPending]);
    const reject = await put(created.id, 'reject', 'health-provider-owner', { motive: 'OUTSIDE_AREA' });
    expect([reject.status, reject.body.message]).toEqual([409, MESSAGES.referralNotPending]);
    const other = await invite();
    for (const who of ['facility-owner', 'attorney-owner', 'claimant', 'system-admin'])
      expect([who, (await put(other.id, 'accept', who)).status]).toEqual([who, 404]);
    expect((await put('no-such-referral', 'accept', 'health-provider-owner')).status).toBe(404);
    expect((await w.api.http.put(`/api/referrals/${other.id}/accept`)).status).toBe(401);
  });
});

describe('PUT /referrals/{id}/reject', () => {
  it('rejects with a motive of the list, or OTHER with its text, and tells the firm the reason', async () => {
    const created = await invite();
    const missing = await put(created.id, 'reject', 'health-provider-owner', {});
    expect([missing.status, missing.body.fields?.['motive']]).toEqual([400, MESSAGES.invalidOption]);
    const noText = await put(created.id, 'reject', 'health-provider-owner', { motive: 'OTHER', text: ' ' });
    expect([noText.status, noText.body.fields?.['text']]).toEqual([400, MESSAGES.fieldRequired]);
    const res = await put(created.id, 'reject', 'health-provider-owner', {
      motive: 'OTHER',
      text: 'We only treat children',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'REJECTED',
      rejectMotive: 'OTHER',
      rejectReason: 'We only treat children',
    });
    const [notice] = w.noticesOf(firmUsers()[0]!.id, created.id);
    expect(notice).toMatchObject({ section: 'REFERRAL', action: 'REJECT_INVITE' });
    expect(notice!.description).toContain('We only treat children');
    const firmView = (await w.api.http.get(`/api/referrals/${created.id}`).set(await w.as('attorney-owner')))
      .body as ReferralView;
    expect(firmView).toMatchObject({ rejectReason: 'We only treat children', canResend: true });
    expect(store().collection('cases').get(created.caseId)!.collaboratorCompanyIds).not.toContain(provider);
  });

  it('refuses a plain member of a non-premium provider (403), who sees why; its owner may reject', async () => {
    const created = await invite(basicProvider.id);
    const seen = (await w.api.http.get(`/api/referrals/${created.id}`).set(await w.as(basicMember.id)))
      .body as ReferralView;
    expect(seen).toMatchObject({
      canAnswer: true,
      canReject: false,
      rejectDeniedReason: REJECT_REFERRAL_DENIED,
    });
    const denied = await put(created.id, 'reject', basicMember.id, { motive: 'LIEN_TERMS' });
    expect([denied.status, denied.body.message]).toEqual([403, REJECT_REFERRAL_DENIED]);
    expect(store().collection('referrals').get(created.id)!.status).toBe('PENDING');
    const ownerView = (await w.api.http.get(`/api/referrals/${created.id}`).set(await w.as(basicOwner.id)))
      .body as ReferralView;
    expect(ownerView).toMatchObject({ canReject: true, rejectDeniedReason: null });
    const res = await put(created.id, 'reject', basicOwner.id, { motive: 'LIEN_TERMS' });
    expect(res.body).toMatchObject({ status: 'REJECTED', rejectReason: 'Insurance or lien terms' });
  });
});

describe('PUT /referrals/{id}/assign', () => {
  it('accepts a pending invite with the professionals assigned, then changes them; each is told', async () => {
    const created = await invite(facility);
    const [first] = licensesOf(facility);
    const res = await put(created.id, 'assign', 'facility-owner', {
      professionalIds: [first!.id, first!.id],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'ACCEPTED',
      assigned: [expect.objectContaining({ id: first!.id })],
    });
    expect(store().collection('cases').get(created.caseId)!.collaboratorCompanyIds).toContain(facility);
    expect(w.noticesOf(firmUsers()[0]!.id, created.id)).toEqual([
      expect.objectContaining({ section: 'REFERRAL', action: 'ASSIGN' }),
    ]);
    expect(w.api.mailsTo(firmUsers()[0]!.email).at(-1)!.subject).toContain('accepted case');
    // The provider's owner assigns its admin's license: the admin is told, the owner (the caller) is not.
    const onProvider = await invite();
    const owner = userOfRole(w.api, 'health-provider-owner');
    const ownLicense = licensesOf(provider).find((l) => l.userId === owner.id)!;
    const adminLicense = licensesOf(provider).find((l) => l.userId && l.userId !== owner.id)!;
    await put(onProvider.id, 'assign', 'health-provider-owner', { professionalIds: [ownLicense.id] });
    const changed = await put(onProvider.id, 'assign', 'health-provider-owner', {
      professionalIds: [adminLicense.id],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.assigned.map((p) => p.id)).toEqual([adminLicense.id]);
    expect(w.noticesOf(firmUsers()[0]!.id, onProvider.id).map((n) => n.action)).toEqual(['ASSIGN', 'ASSIGN']);
    const toAdmin = w.noticesOf(adminLicense.userId!, onProvider.id).filter((n) => n.section === 'REFERRAL');
    expect(toAdmin.map((n) => n.action)).toEqual(['ASSIGN']);
    expect(w.noticesOf(owner.id, onProvider.id).filter((n) => n.section === 'REFERRAL')).toEqual([]);
  });

  it('takes professionals of the receiving company only, and refuses a rejected invite (409)', async () => {
    const created = await invite();
    const empty = await put(created.id, 'assign', 'health-provider-owner', { professionalIds: [] });
    expect([empty.status, empty.body.fields?.['professionalIds']]).toEqual([400, MESSAGES.selectAtLeastOne]);
    const foreign = await put(created.id, 'assign', 'health-provider-owner', {
      professionalIds: [licensesOf(facility)[0]!.id],
    });
    const name = store().collection('companies').get(provider)!.name;
    expect([foreign.status, foreign.body.message]).toEqual([
      400,
      format(MESSAGES.referralProfessionalInvalid, { company: name }),
    ]);
    expect((await put(created.id, 'assign', 'facility-owner', { professionalIds: ['x'] })).status).toBe(404);
    await put(created.id, 'reject', 'health-provider-owner', { motive: 'OUTSIDE_AREA' });
    const late = await put(created.id, 'assign', 'health-provider-owner', {
      professionalIds: [licensesOf(provider)[0]!.id],
    });
    expect([late.status, late.body.message]).toEqual([409, MESSAGES.referralNotPending]);
  });
});

describe('POST /referrals/{id}/resend', () => {
  const resend = async (id: string, body: object, who = 'attorney-owner'): Promise<Answer> =>
    w.api.http
      .post(`/api/referrals/${id}/resend`)
      .set(await w.as(who))
      .send(body);

  it('sends a rejected presentation to another company once, and tells it', async () => {
    const created = await invite();
    const pending = await resend(created.id, { companyId: facility });
    expect([pending.status, pending.body.message]).toEqual([409, MESSAGES.referralCannotResend]);
    await put(created.id, 'reject', 'health-provider-owner', { motive: 'SPECIALTY_NOT_OFFERED' });
    const same = await resend(created.id, { companyId: provider });
    const name = store().collection('companies').get(provider)!.name;
    expect([same.status, same.body.fields?.['companyId']]).toEqual([
      400,
      format(MESSAGES.referralResendSameCompany, { company: name }),
    ]);
    const invalid = await resend(created.id, { companyId: w.companyOf('attorney-owner') });
    expect([invalid.status, invalid.body.message]).toEqual([400, MESSAGES.referralRecipientInvalid]);
    expect((await resend(created.id, { companyId: facility }, 'health-provider-owner')).status).toBe(404);
    expect((await resend(created.id, { companyId: facility }, 'basic-attorney-owner')).status).toBe(404);
    const res = await resend(created.id, { companyId: facility, message: 'Could you take her?' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      toCompanyId: facility,
      status: 'PENDING',
      caseId: created.caseId,
      message: 'Could you take her?',
      treatmentNeeded: created.treatmentNeeded,
    });
    expect(store().collection('referrals').get(created.id)!.resentAsId).toBe(res.body.id);
    const facilityOwner = userOfRole(w.api, 'facility-owner');
    expect(w.noticesOf(facilityOwner.id, res.body.id).map((n) => n.action)).toEqual(['PRESENT']);
    const twice = await resend(created.id, { companyId: facility });
    expect([twice.status, twice.body.message]).toEqual([409, MESSAGES.referralCannotResend]);
  });
});
