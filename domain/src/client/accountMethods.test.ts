import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from './dataProvider.ts';
import { createHttpClient } from './httpClient.ts';
import { session } from './session.ts';
import { jsonResponse, loginResponse, mockFetch, testSession } from './testHelpers.ts';

const API = 'http://test/api';
const provider = () => createDataProvider(createHttpClient({ apiUrl: API }));

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('account custom methods', () => {
  it('call the public account endpoints without a token', async () => {
    session.set(testSession({ token: 'tok' }));
    const { calls } = mockFetch((call) =>
      call.url.includes('/users/account?')
        ? jsonResponse(200, { exists: true })
        : jsonResponse(204, undefined),
    );
    const dp = provider();
    expect(await dp.emailExists('a+b@x.test')).toBe(true);
    await dp.sendVerificationCode({ accountId: 'us-1' });
    await dp.requestPasswordReset('a@x.test');
    await dp.resendPasswordReset('a@x.test');
    await dp.setPassword({ email: 'a@x.test', resetToken: 't', password: 'P' });
    expect(calls.map((c) => `${c.method} ${c.url.slice(API.length)}`)).toEqual([
      'GET /users/account?email=a%2Bb%40x.test',
      'PUT /verification/send',
      'PUT /users/reset-password',
      'PUT /verification/reset-password',
      'PUT /users/password',
    ]);
    expect(calls[1]!.body).toEqual({ accountId: 'us-1' });
    for (const call of calls) expect(call.headers.get('Authorization')).toBeNull();
  });

  it('verifyAccount stores the answered session', async () => {
    mockFetch(() => jsonResponse(200, loginResponse({ id: 'u9', email: 'new@x.test' }, 'fresh')));
    const data = await provider().verifyAccount({ email: 'new@x.test', code: '123456' });
    expect(data.token).toBe('fresh');
    expect(session.get()).toMatchObject({ token: 'fresh', userId: 'u9', email: 'new@x.test' });
  });

  it('updatePassword clears passwordReset in the session once accepted', async () => {
    session.set(testSession({ token: 'tok', passwordReset: true }));
    const { calls } = mockFetch(() => jsonResponse(200, { id: 'u1', passwordReset: false }));
    await provider().updatePassword({ currentPassword: 'Old#12345', password: 'New#12345' });
    expect(calls[0]).toMatchObject({ method: 'PUT', url: `${API}/users/update-password` });
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer tok');
    expect(session.get()?.passwordReset).toBe(false);
  });

  it('updatePassword keeps the flag when refused', async () => {
    session.set(testSession({ token: 'tok', passwordReset: true }));
    mockFetch(() => jsonResponse(400, { error: 'validation_error', message: 'no' }));
    await expect(
      provider().updatePassword({ currentPassword: 'x', password: 'New#12345' }),
    ).rejects.toMatchObject({ status: 400, message: 'no' });
    expect(session.get()?.passwordReset).toBe(true);
  });
});
