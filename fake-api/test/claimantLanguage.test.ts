import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, claimantText } from '@casebridge/domain';
import type { Claimant } from '@casebridge/domain';
import { SECRET_MASK } from '../src/core/mailbox.ts';
import { bearer, demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

// Issue 16: the claimant's language, stored on their profile, and the e-mails sent to them in it.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const claimantEmail = () => demoAccount((a) => a.role === 'claimant').email;
const userByEmail = (email: string) => api.server.store.collection('users').findOne('email', email)!;
const recordOf = (userId: string) => api.server.store.collection('claimants').findOne('userId', userId)!;
const as = async (email: string) => bearer(await api.tokenFor(email));
const putLanguage = async (email: string, body: unknown) =>
  api.http
    .put('/api/claimants/me/language')
    .set(await as(email))
    .send(body as object);
const lastMailTo = (email: string) =>
  [...api.server.store.collection('outbox').findBy('to', email)]
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt))
    .at(-1)!;

describe('PUT /claimants/me/language', () => {
  it('stores the language on the profile, leaving the rest as it was; GET /claimants/me answers it', async () => {
    const user = userByEmail(claimantEmail());
    const before = recordOf(user.id);
    expect(before.language).toBe('en');
    const res = await putLanguage(claimantEmail(), { language: 'es' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...before, language: 'es' });
    expect(recordOf(user.id).language).toBe('es');
    const mine = await api.http.get('/api/claimants/me').set(await as(claimantEmail()));
    expect((mine.body as Claimant).language).toBe('es');
    expect((await putLanguage(claimantEmail(), { language: 'en' })).body).toEqual(before);
  });

  it('400 for any language but en and es, nothing saved', async () => {
    const user = userByEmail(claimantEmail());
    const before = recordOf(user.id);
    for (const body of [{ language: 'fr' }, { language: 'ES' }, {}, { language: ['es'] }]) {
      const res = await putLanguage(claimantEmail(), body);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ language: MESSAGES.claimantLanguageInvalid });
    }
    expect(recordOf(user.id)).toEqual(before);
  });

  it('401 without a token, 403 for a user who is not a claimant, 404 without a claimant record', async () => {
    expect((await api.http.put('/api/claimants/me/language').send({ language: 'es' })).status).toBe(401);
    const owner = demoAccount((a) => a.role === 'attorney-owner').email;
    expect((await putLanguage(owner, { language: 'es' })).status).toBe(403);
    const other = [...api.server.store.collection('users').all()].find(
      (u) => u.userType === 'CLAIMANT' && u.status === 'ACTIVE' && u.enabled && u.email !== claimantEmail(),
    )!;
    const headers = bearer(await api.tokenOfUser(other.id));
    api.server.store.remove('claimants', recordOf(other.id).id);
    const res = await api.http.put('/api/claimants/me/language').set(headers).send({ language: 'es' });
    expect([res.status, res.body.message]).toEqual([404, MESSAGES.claimantNotFound]);
  });

  it('reads a profile saved before languages existed as English', async () => {
    const user = userByEmail(claimantEmail());
    const { language: _, ...legacy } = recordOf(user.id);
    api.server.store.update('claimants', legacy.id, { language: undefined } as never);
    const res = await api.http.get('/api/claimants/me').set(await as(claimantEmail()));
    expect(res.body).toEqual({ ...legacy, language: 'en' });
    await putLanguage(claimantEmail(), { language: 'en' });
  });
});

describe('e-mails to a claimant', () => {
  it('a password reset code reaches a Spanish-reading claimant in Spanish, an English one in English', async () => {
    const email = claimantEmail();
    await putLanguage(email, { language: 'es' });
    expect((await api.http.put('/api/users/reset-password').send({ email })).status).toBe(204);
    const spanish = lastMailTo(email);
    expect(spanish.subject).toBe(claimantText('es', 'email.passwordReset.subject'));
    expect(spanish.body).toContain(claimantText('es', 'email.passwordReset.intro'));
    expect(spanish.body).toContain(`Su código de verificación es ${SECRET_MASK}`);

    await putLanguage(email, { language: 'en' });
    expect((await api.http.put('/api/users/reset-password').send({ email })).status).toBe(204);
    const english = lastMailTo(email);
    expect(english.subject).toBe('Your CaseBridge password reset code');
    expect(english.body).toContain(`Your verification code is ${SECRET_MASK}`);
  });

  it('other users read theirs in English', async () => {
    const owner = demoAccount((a) => a.role === 'attorney-owner').email;
    expect((await api.http.put('/api/users/reset-password').send({ email: owner })).status).toBe(204);
    expect(lastMailTo(owner).subject).toBe('Your CaseBridge password reset code');
  });
});
