import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOW_YOU_HEAR_ABOUT_US, LIMITS, MESSAGES, format } from '@casebridge/domain';
import type { LoginResponse, SignUpResponse } from '@casebridge/domain';
import { DEMO_PASSWORD } from '@casebridge/fixtures';
import { demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const PASSWORD = 'Signup#2026';
let counter = 0;
const form = (overrides: Record<string, unknown> = {}) => ({
  companyType: 'ATTORNEY',
  name: 'Nina',
  lastName: 'Park',
  email: `nina.park${++counter}@signup.test`,
  password: PASSWORD,
  howYouHearAboutUs: HOW_YOU_HEAR_ABOUT_US[0]!.id,
  companyName: 'Park Injury Law',
  ...overrides,
});
const signUp = (body: object) => api.http.post('/api/users/signup').send(body);
const store = () => api.server.store;
const mailsTo = (email: string) => api.mailsTo(email);
/** The code of the latest e-mail sent to `email`. */
const lastCode = (email: string) => {
  const mail = mailsTo(email).at(-1)!;
  return /code is (\d{6})/.exec(mail.body)![1]!;
};
const verify = (body: object) => api.http.put('/api/users/account/verify').send(body);
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /users/signup', () => {
  it('creates a pending OWNER and an INCOMPLETE company, no subscription, and e-mails a code', async () => {
    const body = form({ email: `  Mixed.Case${++counter}@Signup.test ` });
    const res = await signUp(body);
    expect(res.status).toBe(201);
    const { user, company } = res.body as SignUpResponse;
    const email = (body.email as string).trim().toLowerCase();
    expect(user).toMatchObject({
      email,
      permission: 'OWNER',
      userType: 'ATTORNEY',
      status: 'PENDING_VERIFICATION',
      verified: false,
      companyId: company.id,
    });
    expect(res.text).not.toContain('passwordHash');
    expect(company).toMatchObject({ status: 'INCOMPLETE', type: 'ATTORNEY', ownerId: user.id, email });
    expect(company.name).toBe('Park Injury Law');
    expect(store().collection('subscriptions').findBy('companyId', company.id)).toEqual([]);
    const mail = mailsTo(email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toContain(`/verify/${encodeURIComponent(email)}`);
    const stored = store().collection('verificationCodes').findBy('userId', user.id);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(lastCode(email));
    // The sign-in is refused until verified.
    const login = await api.http.post('/api/users/login').send({ email, password: PASSWORD });
    expect([login.status, login.body.message]).toEqual([403, MESSAGES.accountNotVerified]);
  });

  it('makes facility owners health providers', async () => {
    const res = await signUp(form({ companyType: 'FACILITY' }));
    expect(res.status).toBe(201);
    expect((res.body as SignUpResponse).user.userType).toBe('HEALTH_PROVIDER');
    expect((res.body as SignUpResponse).company.type).toBe('FACILITY');
  });

  it('answers 409 for a taken e-mail, whatever its case', async () => {
    const taken = demoAccount((a) => a.role === 'attorney-owner').email.toUpperCase();
    const res = await signUp(form({ email: taken }));
    expect([res.status, res.body]).toEqual([409, { error: 'conflict', message: MESSAGES.emailTaken }]);
  });

  it('answers 400 with the schema messages', async () => {
    const res = await signUp(form({ password: 'weak', companyType: 'FACTORING_COMPANY', name: '' }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      password: MESSAGES.passwordWeak,
      companyType: MESSAGES.invalidOption,
      name: MESSAGES.fieldRequired,
    });
  });

  it('credits the referrer: marks the invited participant joined', async () => {
    const referrer = store()
      .collection('users')
      .findOne('email', demoAccount((a) => a.role === 'attorney-owner').email)!;
    const invited = store()
      .collection('referralParticipants')
      .findBy('userId', referrer.id)
      .find((p) => !p.joined)!;
    const res = await signUp(form({ email: invited.referralEmail.toUpperCase(), grsf: referrer.id }));
    expect(res.status).toBe(201);
    expect(store().collection('referralParticipants').get(invited.id)!.joined).toBe(true);
  });

  it('credits the referrer: creates a joined participant for an e-mail not invited', async () => {
    const referrer = store()
      .collection('users')
      .findOne('email', demoAccount((a) => a.role === 'facility-owner').email)!;
    const body = form({ grsf: referrer.id });
    expect((await signUp(body)).status).toBe(201);
    const participant = store()
      .collection('referralParticipants')
      .findBy('userId', referrer.id)
      .find((p) => p.referralEmail === body.email);
    expect(participant).toMatchObject({ joined: true, rewarded: false });
  });

  it('ignores an unknown referral id', async () => {
    const before = store().collection('referralParticipants').size;
    expect((await signUp(form({ grsf: 'no-such-user' }))).status).toBe(201);
    expect(store().collection('referralParticipants').size).toBe(before);
  });
});

describe('verification', () => {
  async function newAccount() {
    const body = form();
    const res = await signUp(body);
    return { email: body.email as string, ...(res.body as SignUpResponse) };
  }

  it('verifies with the e-mailed code and answers a session', async () => {
    const { email, user } = await newAccount();
    const res = await verify({ email, code: lastCode(email) });
    expect(res.status).toBe(200);
    const session = res.body as LoginResponse;
    expect(session.token).toEqual(expect.any(String));
    expect(session.user).toMatchObject({ id: user.id, verified: true, status: 'ACTIVE' });
    expect(session.company?.status).toBe('INCOMPLETE');
    const login = await api.http.post('/api/users/login').send({ email, password: PASSWORD });
    expect(login.status).toBe(200);
    const again = await verify({ email, code: lastCode(email) });
    expect([again.status, again.body.message]).toEqual([409, MESSAGES.accountAlreadyVerified]);
  });

  it('a new sign-up has not read the changelog until it marks it read (issue 40 item 19)', async () => {
    const { email, user } = await newAccount();
    expect(user.changelogRead).toBe(false);
    const { token } = (await verify({ email, code: lastCode(email) })).body as LoginResponse;
    const headers = { authorization: `Bearer ${token}` };
    expect((await api.http.get('/api/account').set(headers)).body.session.changelogRead).toBe(false);
    expect((await api.http.put('/api/account/changelog/read').set(headers)).status).toBe(200);
    expect((await api.http.get('/api/account').set(headers)).body.session.changelogRead).toBe(true);
  });

  it('verifies by account id and shows the masked account', async () => {
    const { email, user } = await newAccount();
    const summary = await api.http.get(`/api/users/account/${user.id}`);
    expect(summary.body).toEqual({ id: user.id, email: `n***@signup.test`, verified: false });
    expect((await verify({ accountId: user.id, code: lastCode(email) })).status).toBe(200);
    expect((await api.http.get(`/api/users/account/${user.id}`)).body.verified).toBe(true);
    expect((await api.http.get('/api/users/account/no-such-id')).status).toBe(404);
  });

  it('counts wrong codes, then refuses with 429 until a new code is sent', async () => {
    const { email } = await newAccount();
    const code = lastCode(email);
    for (let left = LIMITS.verificationCodeMaxAttempts - 1; left > 0; left--) {
      const res = await verify({ email, code: wrongCode(code) });
      const message = format(MESSAGES.verificationCodeWrong, { n: left });
      expect([res.status, res.body.message, res.body.fields]).toEqual([400, message, { code: message }]);
    }
    const last = await verify({ email, code: wrongCode(code) });
    expect([last.status, last.body]).toEqual([
      429,
      { error: 'limit_reached', message: MESSAGES.verificationCodeExhausted },
    ]);
    expect((await verify({ email, code })).status).toBe(429);
    const resend = await api.http.put('/api/verification/send').send({ email });
    expect(resend.status).toBe(204);
    expect(lastCode(email)).toMatch(/^\d{6}$/);
    expect((await verify({ email, code: lastCode(email) })).status).toBe(200);
  });

  it('refuses an expired code, and a replaced one', async () => {
    const { email, user } = await newAccount();
    const first = lastCode(email);
    await api.http.put('/api/verification/send').send({ accountId: user.id }).expect(204);
    expect(mailsTo(email).at(-1)!.body).toContain(`/account-verification/${user.id}`);
    const second = lastCode(email);
    if (first !== second) expect((await verify({ email, code: first })).status).toBe(400);
    const record = store().collection('verificationCodes').findBy('userId', user.id)[0]!;
    store().update('verificationCodes', record.id, { expiresAt: new Date(Date.now() - 1000).toISOString() });
    const expired = await verify({ email, code: second });
    expect([expired.status, expired.body.message]).toEqual([400, MESSAGES.verificationCodeExpired]);
  });

  it('answers 400 for bad input, 404 for an unknown account, 409 when already verified', async () => {
    const bad = await verify({ code: '12' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      email: MESSAGES.emailRequired,
      code: format(MESSAGES.verificationCodeFormat, { n: 6 }),
    });
    expect((await verify({ email: 'nobody@signup.test', code: '123456' })).status).toBe(404);
    const send = api.http.put('/api/verification/send');
    expect((await send.send({})).status).toBe(400);
    expect((await api.http.put('/api/verification/send').send({ email: 'nobody@signup.test' })).status).toBe(
      404,
    );
    const verified = demoAccount((a) => a.role === 'attorney-owner').email;
    const res = await api.http.put('/api/verification/send').send({ email: verified });
    expect([res.status, res.body.message]).toEqual([409, MESSAGES.accountAlreadyVerified]);
    expect(
      (await api.http.post('/api/users/login').send({ email: verified, password: DEMO_PASSWORD })).status,
    ).toBe(200);
  });
});
