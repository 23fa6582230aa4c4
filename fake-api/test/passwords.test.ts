import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES } from '@casebridge/domain';
import type { PasswordResetGrant, User } from '@casebridge/domain';
import { DEMO_PASSWORD } from '@casebridge/fixtures';
import { bearer, demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const NEW_PASSWORD = 'Changed#2026';
const emailOf = (role: string) => demoAccount((a) => a.role === role).email;
const userOf = (email: string) => api.server.store.collection('users').findOne('email', email)!;
const mailsTo = (email: string) => api.mailsTo(email);
const lastCode = (email: string) => /code is (\d{6})/.exec(mailsTo(email).at(-1)!.body)![1]!;
const put = (path: string, body: object, token?: string) => {
  const req = api.http.put(`/api${path}`);
  return (token ? req.set(bearer(token)) : req).send(body);
};
const login = (email: string, password: string) =>
  api.http.post('/api/users/login').send({ email, password });

describe('password reset (signed out)', () => {
  it('code, token, new password; passwordReset is set until the new password is chosen', async () => {
    const email = emailOf('health-provider-owner');
    expect((await put('/users/reset-password', { email })).status).toBe(204);
    expect(mailsTo(email).at(-1)!.body).toContain(`/reset-password/${encodeURIComponent(email)}`);
    // Resend replaces the code.
    expect((await put('/verification/reset-password', { email: email.toUpperCase() })).status).toBe(204);
    const verified = await put('/users/reset-password/verify', { email, code: lastCode(email) });
    expect(verified.status).toBe(200);
    const grant = verified.body as PasswordResetGrant;
    expect(grant.expiresIn).toBe(LIMITS.passwordResetTokenTtlMinutes * 60);
    expect(userOf(email).passwordReset).toBe(true);
    const stored = api.server.store.collection('verificationCodes').findBy('userId', userOf(email).id);
    expect(JSON.stringify(stored)).not.toContain(grant.resetToken);

    const weak = await put('/users/password', { email, resetToken: grant.resetToken, password: 'weak' });
    expect([weak.status, weak.body.fields.password]).toEqual([400, MESSAGES.passwordWeak]);
    const set = await put('/users/password', { email, resetToken: grant.resetToken, password: NEW_PASSWORD });
    expect(set.status).toBe(204);
    expect(userOf(email).passwordReset).toBe(false);
    expect((await login(email, DEMO_PASSWORD)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    // The token is spent.
    const again = await put('/users/password', {
      email,
      resetToken: grant.resetToken,
      password: 'Other#2026x',
    });
    expect([again.status, again.body.message]).toEqual([400, MESSAGES.passwordResetSessionInvalid]);
  });

  it('answers 204 for an unknown e-mail without sending anything, and 400 on its verify', async () => {
    const email = 'nobody@reset.test';
    expect((await put('/users/reset-password', { email })).status).toBe(204);
    expect(mailsTo(email)).toEqual([]);
    const res = await put('/users/reset-password/verify', { email, code: '123456' });
    expect([res.status, res.body.message]).toEqual([400, MESSAGES.verificationCodeMissing]);
  });

  it('refuses wrong codes with the attempts left, then 429', async () => {
    const email = emailOf('attorney-admin');
    await put('/users/reset-password', { email }).expect(204);
    const code = lastCode(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 1; i < LIMITS.verificationCodeMaxAttempts; i++)
      expect((await put('/users/reset-password/verify', { email, code: wrong })).status).toBe(400);
    expect((await put('/users/reset-password/verify', { email, code: wrong })).status).toBe(429);
    expect((await put('/users/reset-password/verify', { email, code })).status).toBe(429);
    expect(userOf(email).passwordReset).toBe(false);
  });

  it('refuses an expired token and bad input', async () => {
    const email = emailOf('attorney-member');
    await put('/users/reset-password', { email }).expect(204);
    const grant = (await put('/users/reset-password/verify', { email, code: lastCode(email) }))
      .body as PasswordResetGrant;
    const record = api.server.store.collection('verificationCodes').findBy('userId', userOf(email).id)[0]!;
    api.server.store.update('verificationCodes', record.id, {
      resetTokenExpiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    const res = await put('/users/password', { email, resetToken: grant.resetToken, password: NEW_PASSWORD });
    expect([res.status, res.body.message]).toEqual([400, MESSAGES.passwordResetSessionInvalid]);
    expect((await put('/users/reset-password', { email: 'not-an-email' })).status).toBe(400);
    expect((await put('/verification/reset-password', {})).body.fields).toEqual({
      email: MESSAGES.emailRequired,
    });
    expect((await put('/users/reset-password/verify', { email, code: '' })).body.fields).toEqual({
      code: MESSAGES.verificationCodeRequired,
    });
    expect((await put('/users/password', { email, password: NEW_PASSWORD })).body.fields).toEqual({
      resetToken: MESSAGES.passwordResetSessionInvalid,
    });
  });
});

describe('password change (signed in)', () => {
  it('checks the current password, changes it and clears passwordReset', async () => {
    const email = emailOf('support');
    const token = await api.tokenFor(email);
    api.server.store.update('users', userOf(email).id, { passwordReset: true });
    const check = (password: string) => put('/users/update-password/verify', { password }, token);
    expect((await check(DEMO_PASSWORD)).body).toEqual({ valid: true });
    expect((await check('nope')).body).toEqual({ valid: false });

    const wrong = await put(
      '/users/update-password',
      { currentPassword: 'nope', password: NEW_PASSWORD },
      token,
    );
    expect([wrong.status, wrong.body.fields]).toEqual([
      400,
      { currentPassword: MESSAGES.currentPasswordWrong },
    ]);
    const same = await put(
      '/users/update-password',
      { currentPassword: DEMO_PASSWORD, password: DEMO_PASSWORD },
      token,
    );
    expect([same.status, same.body.fields]).toEqual([400, { password: MESSAGES.passwordUnchanged }]);
    const weak = await put(
      '/users/update-password',
      { currentPassword: DEMO_PASSWORD, password: 'weak' },
      token,
    );
    expect(weak.body.fields).toEqual({ password: MESSAGES.passwordWeak });

    const ok = await put(
      '/users/update-password',
      { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD },
      token,
    );
    expect(ok.status).toBe(200);
    expect(ok.body as User).toMatchObject({ email, passwordReset: false });
    expect(ok.text).not.toContain('passwordHash');
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    expect((await check(NEW_PASSWORD)).body).toEqual({ valid: true });
  });

  it('needs a session', async () => {
    expect(
      (await put('/users/update-password', { currentPassword: 'a', password: NEW_PASSWORD })).status,
    ).toBe(401);
    expect((await put('/users/update-password/verify', { password: 'a' })).status).toBe(401);
    const token = await api.tokenFor(emailOf('claimant'));
    expect((await put('/users/update-password/verify', {}, token)).body.fields).toEqual({
      password: MESSAGES.passwordRequired,
    });
  });
});
