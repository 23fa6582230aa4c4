/**
 * Presenting a case (issue 13): POST /referrals, GET /referrals/{id} with the receiver's privacy, GET
 * /cases/{id}/referrals and GET /companies/{id}/professionals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, REFERRAL_TIMING, format, isKnownNotificationPair } from '@casebridge/domain';
import type { License, Professional, ReferralView, UserRecord } from '@casebridge/domain';
import { DAY_MS, referralWorld } from './helpers/referrals.ts';
import type { ReferralWorld } from './helpers/referrals.ts';
import { userOfRole } from './helpers/server.ts';

let w: ReferralWorld;
let provider: string;
let facility: string;
/** A plain member of the demo provider, behind one of its licenses (a professional a firm may address). */
let member: UserRecord;
let memberLicense: License;
beforeAll(async () => {
  w = await referralWorld();
  provider = w.companyOf('health-provider-owner');
  facility = w.companyOf('facility-owner');
  const store = w.api.server.store;
  const { id: _ownerId, ...owner } = userOfRole(w.api, 'health-provider-owner');
  member = store.insert('users', {
    ...owner,
    email: 'nurse.member@riverside-spine.test',
    name: 'Nora',
    lastName: 'Nurse',
    permission: 'MEMBER',
  });
  memberLicense = store.insert('licenses', {
    companyId: provider,
    userId: member.id,
    name: 'Nora',
    lastName: 'Nurse',
    licenseNumber: 'RN-1',
    npiNumber: null,
    specialtyId: null,
    credentials: { label: 'RN' },
    premium: false,
    previousPremium: null,
  });
});
afterAll(() => w.api.close());

const store = () => w.api.server.store;
const referralCount = () => store().collection('referrals').size;
const view = async (id: string, role: string) => w.api.http.get(`/api/referrals/${id}`).set(await w.as(role));

describe('POST /referrals', () => {
  it('presents a case to a provider (to one of its professionals) and a facility, and tells their people', async () => {
    const legalCase = w.newCase();
    const res = await w.api.http
      .post('/api/referrals')
      .set(await w.as('attorney-member'))
      .send({
        caseId: legalCase.id,
        recipients: [{ companyId: provider, professionalIds: [memberLicense.id] }, { companyId: facility }],
        message: 'Please see her this week',
        treatmentNeeded: 'MRI of the lumbar spine',
      });
    expect(res.status).toBe(201);
    const [toProvider, toFacility] = res.body as ReferralView[];
    expect(toProvider).toMatchObject({
      caseId: legalCase.id,
      folio: legalCase.folio,
      toCompanyId: provider,
      status: 'PENDING',
      presentedStatus: 'PENDING',
      message: 'Please see her this week',
      professionals: [{ id: memberLicense.id, name: 'Nora', lastName: 'Nurse', credentials: 'RN' }],
      claimant: { name: legalCase.claimantName },
      canAnswer: false,
      canResend: false,
      expiresAt: new Date(w.clock.now().getTime() + REFERRAL_TIMING.expireAfterDays * DAY_MS).toISOString(),
    });
    expect(toFacility).toMatchObject({ toCompanyId: facility, professionals: [] });
    expect(toProvider!.id).not.toMatch(/^rf-\d+$/);
    const stored = store().collection('referrals').get(toProvider!.id)!;
    expect(stored).toMatchObject({
      presentedById: userOfRole(w.api, 'attorney-member').id,
      remindersSent: 0,
    });
    // The provider's owner and admin, and the addressed professional's user; not its support member.
    const users = store().collection('users').findBy('companyId', provider);
    for (const user of users) {
      const notices = w.noticesOf(user.id, toProvider!.id);
      const told = user.permission !== 'MEMBER' || user.id === member.id;
      expect([user.email, notices.length]).toEqual([user.email, told ? 1 : 0]);
      if (told)
        expect(notices[0]).toMatchObject({
          section: 'CASE',
          action: 'PRESENT',
          extra: `${legalCase.id}:${toProvider!.id}`,
          caseFolio: legalCase.folio,
          sender: { id: legalCase.attorneyCompanyId, type: 'ATTORNEY' },
        });
    }
    const facilityOwner = userOfRole(w.api, 'facility-owner');
    expect(w.noticesOf(facilityOwner.id, toFacility!.id)).toHaveLength(1);
    const mail = w.api.mailsTo(userOfRole(w.api, 'health-provider-owner').email).at(-1)!;
    expect(mail.subject).toContain('New case invite');
    expect(mail.body).toContain(legalCase.folio);
    expect(mail.body).not.toContain(legalCase.claimantName);
    const activity = store().collection('caseActivities').findBy('caseId', legalCase.id);
    expect(activity.filter((a) => a.action === 'CASE_PRESENTED')).toHaveLength(2);
  });

  it('refuses bad input with per-field messages and writes nothing', async () => {
    const legalCase = w.newCase();
    const before = referralCount();
    const bad = async (extra: object, field: string, message: string) => {
      const res = await w.present(legalCase.id, [provider], 'attorney-owner', extra);
      expect([res.status, (res.body as { fields?: Record<string, string> }).fields?.[field]]).toEqual([
        400,
        message,
      ]);
    };
    await bad({ treatmentNeeded: '' }, 'treatmentNeeded', MESSAGES.fieldRequired);
    await bad({ recipients: [] }, 'recipients', MESSAGES.selectAtLeastOne);
    const firmId = legalCase.attorneyCompanyId;
    await bad(
      { recipients: [{ companyId: firmId }] },
      'recipients.0.companyId',
      MESSAGES.referralRecipientInvalid,
    );
    const pendingReview = w.companyOf('owner-pending-review');
    await bad(
      { recipients: [{ companyId: provider }, { companyId: pendingReview }] },
      'recipients.1.companyId',
      MESSAGES.referralRecipientInvalid,
    );
    const foreignLicense = store().collection('licenses').findBy('companyId', facility)[0]!;
    const providerName = store().collection('companies').get(provider)!.name;
    await bad(
      { recipients: [{ companyId: provider, professionalIds: [foreignLicense.id] }] },
      'recipients.0.professionalIds',
      format(MESSAGES.referralProfessionalInvalid, { company: providerName }),
    );
    await bad(
      { recipients: [{ companyId: provider }, { companyId: provider }] },
      'recipients.1.companyId',
      MESSAGES.invalidOption,
    );
    expect(referralCount()).toBe(before);
    expect((await w.present('no-such-case', [provider])).status).toBe(404);
  });

  it('lets only the case’s firm present: 404 for whoever may not see the case, 403 for a collaborator', async () => {
    const legalCase = w.newCase({ collaboratorCompanyIds: [facility] });
    expect((await w.present(legalCase.id, [provider], 'basic-attorney-owner')).status).toBe(404);
    expect((await w.present(legalCase.id, [provider], 'claimant')).status).toBe(404);
    expect((await w.present(legalCase.id, [provider], 'system-admin')).status).toBe(403);
    expect((await w.present(legalCase.id, [provider], 'facility-owner')).status).toBe(403);
    const anonymous = await w.api.http.post('/api/referrals').send({ caseId: legalCase.id });
    expect(anonymous.status).toBe(401);
  });

  it('refuses a closed or merged case, a collaborator, and a second pending invite (409)', async () => {
    const closed = w.newCase({ status: 'CLOSED' });
    const res = await w.present(closed.id, [provider]);
    expect([res.status, (res.body as { message: string }).message]).toEqual([
      409,
      MESSAGES.referralCaseClosed,
    ]);
    const merged = w.newCase({ mergedIntoCaseId: closed.id });
    expect((await w.present(merged.id, [provider])).status).toBe(409);
    const names = (id: string) => ({ company: store().collection('companies').get(id)!.name });
    const shared = w.newCase({ collaboratorCompanyIds: [facility] });
    const collaborating = await w.present(shared.id, [provider, facility]);
    expect([collaborating.status, (collaborating.body as { message: string }).message]).toEqual([
      409,
      format(MESSAGES.referralAlreadyCollaborating, names(facility)),
    ]);
    expect(store().collection('referrals').findBy('caseId', shared.id)).toHaveLength(0);
    expect((await w.present(shared.id, [provider])).status).toBe(201);
    const again = await w.present(shared.id, [provider]);
    expect([again.status, (again.body as { message: string }).message]).toEqual([
      409,
      format(MESSAGES.referralAlreadyPending, names(provider)),
    ]);
  });
});

describe('GET /referrals/{id}: the receiver’s privacy', () => {
  it('hides the claimant from the receiver until it accepts, then shows what collaborators see', async () => {
    const legalCase = w.newCase();
    const [created] = (await w.present(legalCase.id, [provider])).body as ReferralView[];
    const before = await view(created!.id, 'health-provider-owner');
    expect(before.status).toBe(200);
    expect(before.body as ReferralView).toMatchObject({
      claimant: null,
      canAnswer: true,
      canReject: true,
      rejectDeniedReason: null,
      injurySummary: legalCase.description,
      accidentCity: legalCase.accidentCity,
    });
    expect(JSON.stringify(before.body)).not.toContain(legalCase.claimantName);
    const accept = await w.api.http
      .put(`/api/referrals/${created!.id}/accept`)
      .set(await w.as('health-provider-owner'));
    expect(accept.status).toBe(200);
    expect((accept.body as ReferralView).claimant).toEqual({
      name: legalCase.claimantName,
      email: null,
      phone: null,
    });
    const firm = (await view(created!.id, 'attorney-admin')).body as ReferralView;
    expect(firm.claimant).toEqual({
      name: legalCase.claimantName,
      email: legalCase.claimantEmail,
      phone: legalCase.claimantPhone,
    });
  });

  it('answers 404 to other providers, other firms, the claimant, staff and unknown ids', async () => {
    const legalCase = w.newCase();
    const [created] = (await w.present(legalCase.id, [provider])).body as ReferralView[];
    for (const role of ['facility-owner', 'basic-attorney-owner', 'claimant', 'system-admin'])
      expect([role, (await view(created!.id, role)).status]).toEqual([role, 404]);
    expect((await view('rf-000001x', 'health-provider-owner')).status).toBe(404);
    expect((await w.api.http.get(`/api/referrals/${created!.id}`)).status).toBe(401);
  });
});

describe('GET /cases/{id}/referrals', () => {
  it('lists the case’s presentations, newest first, for its firm only', async () => {
    const legalCase = w.newCase();
    await w.present(legalCase.id, [provider]);
    w.clock.advance(60_000);
    await w.present(legalCase.id, [facility]);
    const res = await w.api.http
      .get(`/api/cases/${legalCase.id}/referrals`)
      .set(await w.as('attorney-member'));
    expect(res.status).toBe(200);
    expect((res.body as ReferralView[]).map((r) => r.toCompanyId)).toEqual([facility, provider]);
    const asCollaborator = w.newCase({ collaboratorCompanyIds: [provider] });
    const get = async (caseId: string, role: string) =>
      (await w.api.http.get(`/api/cases/${caseId}/referrals`).set(await w.as(role))).status;
    expect(await get(asCollaborator.id, 'health-provider-owner')).toBe(403);
    expect(await get(legalCase.id, 'health-provider-owner')).toBe(404);
    expect(await get(legalCase.id, 'basic-attorney-owner')).toBe(404);
    expect(await get('no-such-case', 'attorney-owner')).toBe(404);
  });
});

describe('GET /companies/{id}/professionals', () => {
  const list = async (companyId: string, role: string) =>
    w.api.http.get(`/api/companies/${companyId}/professionals`).set(await w.as(role));

  it('lists a validated company’s licenses as id, name, lastName and credentials', async () => {
    const res = await list(provider, 'attorney-member');
    expect(res.status).toBe(200);
    const rows = res.body as Professional[];
    expect(rows).toContainEqual({ id: memberLicense.id, name: 'Nora', lastName: 'Nurse', credentials: 'RN' });
    expect(rows.length).toBe(store().collection('licenses').findBy('companyId', provider).length);
    expect(rows.map((r) => r.lastName)).toEqual(
      [...rows.map((r) => r.lastName)].sort((a, b) => a.localeCompare(b)),
    );
  });

  it('serves the same list by kind at the spec’s paths, empty for a company of another kind', async () => {
    const at = async (companyId: string, kind: string) =>
      w.api.http.get(`/api/companies/${companyId}/${kind}`).set(await w.as('attorney-member'));
    const all = (await list(provider, 'attorney-member')).body as Professional[];
    expect((await at(provider, 'health-providers')).body).toEqual(all);
    expect((await at(provider, 'attorneys')).body).toEqual([]);
    expect((await at(provider, 'sub-facilities')).body).toEqual([]);
    const facilityRows = (await at(facility, 'sub-facilities')).body as Professional[];
    expect(facilityRows.length).toBe(store().collection('licenses').findBy('companyId', facility).length);
    const firm = w.companyOf('attorney-owner');
    expect(((await at(firm, 'attorneys')).body as Professional[]).length).toBeGreaterThan(0);
    expect((await at(w.companyOf('owner-pending-review'), 'health-providers')).status).toBe(404);
    expect((await at('no-such-company', 'attorneys')).status).toBe(404);
  });

  it('hides a company that is not validated (but from its own users), and unknown ids; 401 signed out', async () => {
    const pendingReview = w.companyOf('owner-pending-review');
    expect((await list(pendingReview, 'attorney-owner')).status).toBe(404);
    expect((await list(pendingReview, 'owner-pending-review')).status).toBe(200);
    expect((await list('no-such-company', 'attorney-owner')).status).toBe(404);
    expect((await w.api.http.get(`/api/companies/${provider}/professionals`)).status).toBe(401);
  });
});

describe('notification pairs', () => {
  it('emits only pairs of NOTIFICATION_TARGETS', () => {
    const start = '2026-11-02T12:00:00.000Z'; // the test clock's start: later than every generated one
    const emitted = [...store().collection('notifications').all()].filter((n) => n.createAt >= start);
    expect(emitted.length).toBeGreaterThan(5);
    for (const n of emitted)
      expect([n.section, n.action, isKnownNotificationPair(n.section, n.action)]).toEqual([
        n.section,
        n.action,
        true,
      ]);
  });
});
