import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'ra-core';
import { MESSAGES } from '@casebridge/domain';
import { createHttpClient } from './httpClient.ts';
import { session } from './session.ts';
import { signInNotice } from './signInNotice.ts';
import { deferred, jsonResponse, loginResponse, mockFetch, testSession } from './testHelpers.ts';

const API = 'http://test/api';
const isRefresh = (url: string) => url.includes('/user/') && url.endsWith('/refresh');

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('createHttpClient', () => {
  it('sends the bearer token, encodes JSON bodies and decodes JSON answers', async () => {
    session.set(testSession({ token: 'tok' }));
    const { calls } = mockFetch(() => jsonResponse(201, { id: 'n1' }));
    const http = createHttpClient({ apiUrl: `${API}/` });
    const answer = await http.post('/notes', { text: 'hi' });
    expect(answer).toEqual({ id: 'n1' });
    expect(calls[0]!.url).toBe(`${API}/notes`);
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer tok');
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]!.body).toEqual({ text: 'hi' });
  });

  it('sends no token when auth is false or when there is no session', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    const http = createHttpClient({ apiUrl: API });
    await http.get('/time');
    session.set(testSession());
    await http.get('/time', { auth: false });
    expect(calls.map((c) => c.headers.has('Authorization'))).toEqual([false, false]);
  });

  it('refreshes once for concurrent 401s and retries every request with the new token', async () => {
    session.set(testSession({ token: 'old', refreshToken: 'r-old' }));
    const { calls } = mockFetch(async ({ url, headers }) => {
      if (isRefresh(url)) {
        await new Promise((r) => setTimeout(r, 5));
        return jsonResponse(200, loginResponse({}, 'new', 'r-new'));
      }
      if (headers.get('Authorization') === 'Bearer old')
        return jsonResponse(401, { error: 'token_expired', message: 'expired' });
      return jsonResponse(200, { url });
    });
    const http = createHttpClient({ apiUrl: API });
    const answers = await Promise.all([http.get('/a'), http.get('/b'), http.get('/c')]);
    expect(answers).toEqual([{ url: `${API}/a` }, { url: `${API}/b` }, { url: `${API}/c` }]);
    const refreshes = calls.filter((c) => isRefresh(c.url));
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.url).toBe(`${API}/user/r-old/refresh`);
    expect(refreshes[0]!.headers.has('Authorization')).toBe(false);
    expect(calls.filter((c) => c.headers.get('Authorization') === 'Bearer new')).toHaveLength(3);
    expect(session.get()).toMatchObject({ token: 'new', refreshToken: 'r-new' });
  });

  it('refreshes once ahead of expiry: concurrent calls wait for it and none answers 401 (issue 40 item 21)', async () => {
    session.set(testSession({ token: 'old', refreshToken: 'r-old', tokenRefreshAt: Date.now() - 1 }));
    const { calls } = mockFetch(async ({ url, headers }) => {
      if (isRefresh(url)) {
        await new Promise((r) => setTimeout(r, 5));
        return jsonResponse(200, loginResponse({}, 'new', 'r-new'));
      }
      if (headers.get('Authorization') === 'Bearer old')
        return jsonResponse(401, { error: 'token_expired', message: 'expired' });
      return jsonResponse(200, { url });
    });
    const http = createHttpClient({ apiUrl: API });
    const paths = ['/a', '/b', '/c', '/d', '/e', '/f'];
    await Promise.all(paths.map((path) => http.get(path)));
    expect(calls.filter((c) => isRefresh(c.url))).toHaveLength(1);
    expect(calls[0]!.url).toBe(`${API}/user/r-old/refresh`);
    const sent = calls.filter((c) => !isRefresh(c.url)).map((c) => c.headers.get('Authorization'));
    expect(sent).toEqual(paths.map(() => 'Bearer new'));
    // The new token's expiry (expiresIn 900 s) is known: the next call refreshes nothing.
    expect(session.get()!.tokenRefreshAt).toBeGreaterThan(Date.now() + 800_000);
    await http.get('/g');
    expect(calls.filter((c) => isRefresh(c.url))).toHaveLength(1);
  });

  it('refreshes nothing ahead while the token is fresh, and keeps an ended session ended', async () => {
    session.set(testSession({ token: 'tok', tokenRefreshAt: Date.now() + 60_000 }));
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    await createHttpClient({ apiUrl: API }).get('/a');
    expect(calls.map((c) => c.url)).toEqual([`${API}/a`]);

    session.set(testSession({ token: 'old', refreshToken: 'r-old', tokenRefreshAt: Date.now() - 1 }));
    const ended = { error: 'session_ended', message: MESSAGES.sessionExpired };
    const onAuthFailure = vi.fn();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch(() => jsonResponse(401, ended));
    const http = createHttpClient({ apiUrl: API, onAuthFailure });
    await Promise.all([http.get('/a').catch(() => null), http.get('/b').catch(() => null)]);
    expect(session.get()).toBeNull();
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(signInNotice.peek()).toBe(MESSAGES.sessionExpired);
  });

  it('retries with the new token without refreshing again when the token changed meanwhile', async () => {
    session.set(testSession({ token: 'old' }));
    const { calls } = mockFetch(({ headers }) => {
      if (headers.get('Authorization') === 'Bearer old') {
        session.update({ token: 'fresh' }); // another request refreshed in between
        return jsonResponse(401, { error: 'token_expired', message: 'expired' });
      }
      return jsonResponse(200, { ok: true });
    });
    await expect(createHttpClient({ apiUrl: API }).get('/a')).resolves.toEqual({ ok: true });
    expect(calls.some((c) => isRefresh(c.url))).toBe(false);
    expect(calls[1]!.headers.get('Authorization')).toBe('Bearer fresh');
  });

  it.each([401, 403])(
    'on a refused refresh (%i) only logs, clears the session and rejects with the 401',
    async (status) => {
      session.set(testSession({ token: 'old' }));
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const onAuthFailure = vi.fn();
      mockFetch(({ url }) =>
        isRefresh(url)
          ? jsonResponse(status, { error: 'unauthorized', message: 'bad refresh' })
          : jsonResponse(401, { error: 'token_expired', message: 'Token expired' }),
      );
      const http = createHttpClient({ apiUrl: API, onAuthFailure });
      const error = await http.get('/account').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 401, message: 'Token expired' });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(session.get()).toBeNull();
      expect(onAuthFailure).toHaveBeenCalledTimes(1);
    },
  );

  it('keeps the session when the refresh fails for another reason', async () => {
    session.set(testSession({ token: 'old' }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch(({ url }) =>
      isRefresh(url)
        ? jsonResponse(500, 'boom')
        : jsonResponse(401, { error: 'token_expired', message: 'x' }),
    );
    await expect(createHttpClient({ apiUrl: API }).get('/account')).rejects.toMatchObject({ status: 401 });
    expect(session.get()).not.toBeNull();
  });

  it('does not refresh on a 401 of an unauthenticated call (wrong password)', async () => {
    session.set(testSession());
    const { calls } = mockFetch(() =>
      jsonResponse(401, { error: 'unauthorized', message: MESSAGES.invalidCredentials }),
    );
    const http = createHttpClient({ apiUrl: API });
    await expect(http.post('/users/login', {}, { auth: false })).rejects.toMatchObject({
      status: 401,
      message: MESSAGES.invalidCredentials,
    });
    expect(calls).toHaveLength(1);
  });

  it('does not refresh without a session', async () => {
    const { calls } = mockFetch(() => jsonResponse(401, { error: 'unauthorized', message: 'no' }));
    await expect(createHttpClient({ apiUrl: API }).get('/account')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
  });

  it('runs writes one at a time in order while reads run concurrently', async () => {
    const gates = new Map<string, ReturnType<typeof deferred<Response>>>();
    const { calls } = mockFetch(({ url }) => {
      const gate = deferred<Response>();
      gates.set(new URL(url).pathname, gate);
      return gate.promise;
    });
    const http = createHttpClient({ apiUrl: API });
    const order: string[] = [];
    const first = http.put('/w1', { n: 1 }).then(() => order.push('w1'));
    const second = http.delete('/w2').then(() => order.push('w2'));
    const read = http.get('/r').then(() => order.push('r'));
    await vi.waitFor(() => expect(calls.map((c) => c.url).sort()).toEqual([`${API}/r`, `${API}/w1`]));
    gates.get('/api/r')!.resolve(jsonResponse(200, {}));
    await read;
    expect(calls).toHaveLength(2); // the second write still waits for the first
    gates.get('/api/w1')!.resolve(jsonResponse(500, 'fail'));
    await first.catch(() => undefined);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]).toMatchObject({ url: `${API}/w2`, method: 'DELETE' });
    gates.get('/api/w2')!.resolve(jsonResponse(200, {}));
    await second;
    expect(order).toEqual(['r', 'w2']);
  });

  it('maps errors: server message when the body is an API error, generic otherwise; body kept', async () => {
    const fields = { name: MESSAGES.fieldRequired };
    const answers = [
      jsonResponse(400, { error: 'validation_error', message: MESSAGES.invalidInput, fields }),
      jsonResponse(500, '<html>oops</html>', { 'Content-Type': 'text/html' }),
      jsonResponse(404, { detail: 'no api shape' }),
    ];
    mockFetch(() => answers.shift()!);
    const http = createHttpClient({ apiUrl: API });
    const catchIt = (p: Promise<unknown>) => p.then(() => null).catch((e: unknown) => e as HttpError);
    const validation = await catchIt(http.put('/companies/1', {}));
    expect(validation).toBeInstanceOf(HttpError);
    expect(validation).toMatchObject({ message: MESSAGES.invalidInput, status: 400 });
    expect(validation?.body).toEqual({ error: 'validation_error', message: MESSAGES.invalidInput, fields });
    const html = await catchIt(http.get('/x'));
    expect(html).toMatchObject({ message: MESSAGES.genericError, status: 500, body: '<html>oops</html>' });
    const other = await catchIt(http.get('/y'));
    expect(other).toMatchObject({
      message: MESSAGES.genericError,
      status: 404,
      body: { detail: 'no api shape' },
    });
  });

  it('maps a network failure to HttpError(generic, 0)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await createHttpClient({ apiUrl: API })
      .get('/time')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: MESSAGES.genericError, status: 0 });
  });

  it('answers an empty 204 body as undefined json', async () => {
    mockFetch(() => jsonResponse(204, undefined));
    const answer = await createHttpClient({ apiUrl: API }).request('/x', { method: 'DELETE' });
    expect(answer).toMatchObject({ status: 204, body: '', json: undefined });
  });
});

describe('an ended session (issue 39)', () => {
  const ended = (message: string) => jsonResponse(401, { error: 'session_ended', message });
  afterEach(() => signInNotice.clear());

  it('drops the session without refreshing and keeps the reason for the sign-in screen', async () => {
    session.set(testSession());
    const onAuthFailure = vi.fn();
    const { calls } = mockFetch(() => ended(MESSAGES.sessionEndedRevoked));
    const http = createHttpClient({ apiUrl: API, onAuthFailure });
    await expect(http.get('/account')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url)).toEqual([`${API}/account`]);
    expect(session.get()).toBeNull();
    expect(signInNotice.peek()).toBe(MESSAGES.sessionEndedRevoked);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('a refresh refused as session_ended says why too', async () => {
    session.set(testSession({ token: 'old' }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch(({ url }) =>
      isRefresh(url)
        ? ended(MESSAGES.sessionEndedLifetime)
        : jsonResponse(401, { error: 'token_expired', message: 'x' }),
    );
    await expect(createHttpClient({ apiUrl: API }).get('/account')).rejects.toMatchObject({ status: 401 });
    expect(session.get()).toBeNull();
    expect(signInNotice.peek()).toBe(MESSAGES.sessionEndedLifetime);
  });

  it('an answer for an older token (another sign-in since) leaves the new session alone', async () => {
    session.set(testSession({ token: 'old' }));
    const gate = deferred<Response>();
    mockFetch(({ headers }) =>
      headers.get('Authorization') === 'Bearer old' ? gate.promise : jsonResponse(200, { ok: true }),
    );
    const http = createHttpClient({ apiUrl: API });
    const pending = http.get('/account');
    session.set(testSession({ token: 'new', refreshToken: 'refresh-new' }));
    gate.resolve(ended(MESSAGES.sessionEndedRevoked));
    await expect(pending).resolves.toEqual({ ok: true });
    expect(session.get()?.token).toBe('new');
    expect(signInNotice.peek()).toBeNull();
  });
});
