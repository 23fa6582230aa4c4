import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'ra-core';
import { MESSAGES } from '@casebridge/domain';
import { LOGOUT_WAIT_MS, createAuthProvider } from './authProvider.ts';
import { createHttpClient } from './httpClient.ts';
import { session } from './session.ts';
import { signInNotice } from './signInNotice.ts';
import { jsonResponse, loginResponse, mockFetch, testSession } from './testHelpers.ts';

const API = 'http://test/api';
const auth = (app: 'admin' | 'portal') =>
  createAuthProvider({ http: createHttpClient({ apiUrl: API }), app });
const credentials = { username: 'ann.lee@example.com', password: 'secret' };
const visit = (path: string) => window.history.pushState({}, '', path);

beforeEach(() => {
  localStorage.clear();
  visit('/');
});
afterEach(() => {
  vi.unstubAllGlobals();
  signInNotice.clear();
});

describe('login', () => {
  it('posts the credentials unauthenticated and stores the session built from the answer', async () => {
    session.set(testSession({ token: 'stale' }));
    const answer = loginResponse(
      {
        id: 'u9',
        name: 'Bob',
        lastName: 'Stone',
        email: 'bob@x.com',
        permission: 'ADMIN',
        passwordReset: true,
        changelogRead: false,
      },
      'tok-9',
      'ref-9',
    );
    const { calls } = mockFetch(() => jsonResponse(200, answer));
    await auth('portal').login(credentials);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${API}/users/login`,
      body: { email: 'ann.lee@example.com', password: 'secret' },
    });
    expect(calls[0]!.headers.has('Authorization')).toBe(false);
    expect(session.get()).toEqual({
      token: 'tok-9',
      refreshToken: 'ref-9',
      // Refreshed ahead of the token's expiry (expiresIn 900 s), a minute early (tokenExpiry.ts).
      tokenRefreshAt: expect.any(Number),
      userType: 'ATTORNEY',
      permissions: 'ADMIN',
      position: null,
      companyType: 'ATTORNEY',
      companyStatus: 'VALIDATED',
      subscriptionType: 'PRO',
      userName: 'Bob Stone',
      userId: 'u9',
      userUsername: 'bob@x.com',
      passwordReset: true,
      changelogRead: false,
      email: 'bob@x.com',
      company: { id: 'c1', name: 'Lee Law', type: 'ATTORNEY', status: 'VALIDATED', subscriptionType: 'PRO' },
    });
  });

  it('admin refuses external users and stores nothing', async () => {
    mockFetch(() => jsonResponse(200, loginResponse({ userType: 'ATTORNEY' })));
    await expect(auth('admin').login(credentials)).rejects.toThrow(MESSAGES.internalOnly);
    expect(session.get()).toBeNull();
  });

  it('admin accepts internal users (position kept, no company)', async () => {
    mockFetch(() =>
      jsonResponse(
        200,
        loginResponse({
          userType: 'USER',
          permission: null,
          position: 'SALES_REPRESENTATIVE',
          companyId: null,
        }),
      ),
    );
    await auth('admin').login(credentials);
    expect(session.get()).toMatchObject({
      userType: 'USER',
      position: 'SALES_REPRESENTATIVE',
      permissions: null,
      companyType: null,
      company: null,
    });
  });

  it('portal refuses internal users and stores nothing', async () => {
    mockFetch(() => jsonResponse(200, loginResponse({ userType: 'SYSTEM_ADMIN', permission: null })));
    await expect(auth('portal').login(credentials)).rejects.toThrow(MESSAGES.portalOnly);
    expect(session.get()).toBeNull();
  });

  it('rejects with the server message on a refused login', async () => {
    mockFetch(() => jsonResponse(401, { error: 'unauthorized', message: MESSAGES.invalidCredentials }));
    const error = await auth('portal')
      .login(credentials)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, message: MESSAGES.invalidCredentials });
  });
});

describe('login: stay signed in (issue 39)', () => {
  it('the portal sends staySignedIn when chosen; the console never does', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, loginResponse()));
    await auth('portal').login({ ...credentials, staySignedIn: true });
    expect(calls[0]!.body).toEqual({ email: credentials.username, password: 'secret', staySignedIn: true });
    const staff = mockFetch(() =>
      jsonResponse(200, loginResponse({ userType: 'USER', permission: null, companyId: null })),
    );
    await auth('admin').login({ ...credentials, staySignedIn: true });
    expect(staff.calls[0]!.body).toEqual({ email: credentials.username, password: 'secret' });
  });
});

describe('checkAuth', () => {
  it('resolves with a session', async () => {
    session.set(testSession());
    await expect(auth('portal').checkAuth({})).resolves.toBeUndefined();
  });

  it('portal: rejects to /sign-in and stores the protected path as last visited', async () => {
    visit('/cases/7?tab=files');
    await expect(auth('portal').checkAuth({})).rejects.toEqual({ redirectTo: '/sign-in', message: false });
    expect(session.getLastVisited()).toBe('/cases/7?tab=files');
  });

  it('portal: does not store a public or unknown path', async () => {
    for (const path of ['/sign-in', '/sign-up?email=a', '/attorney/details/7', '/nowhere/at/all']) {
      visit(path);
      await expect(auth('portal').checkAuth({})).rejects.toMatchObject({ redirectTo: '/sign-in' });
    }
    expect(session.getLastVisited()).toBeNull();
  });

  it('admin: rejects to /login and stores nothing', async () => {
    visit('/cases/7');
    await expect(auth('admin').checkAuth({})).rejects.toEqual({ redirectTo: '/login', message: false });
    expect(session.getLastVisited()).toBeNull();
  });
});

describe('logout', () => {
  it('keeps the last visited path stored by checkAuth', async () => {
    const provider = auth('portal');
    visit('/my-account');
    await provider.checkAuth({}).catch(() => undefined);
    await expect(provider.logout({})).resolves.toBe('/sign-in');
    expect(session.getLastVisited()).toBe('/my-account');
  });

  it('a real sign-out clears the session and last visited', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    session.set(testSession());
    session.setLastVisited('/cases');
    await expect(auth('admin').logout({})).resolves.toBe('/login');
    expect(session.get()).toBeNull();
    expect(session.getLastVisited()).toBeNull();
  });

  it('ends the session on the server with its own token and refresh token (issue 39)', async () => {
    const { calls } = mockFetch(() => new Response(null, { status: 204 }));
    session.set(testSession({ token: 'tok-7', refreshToken: 'ref-7' }));
    await auth('portal').logout({});
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${API}/users/logout`,
      body: { refreshToken: 'ref-7' },
    });
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer tok-7');
    expect(signInNotice.peek()).toBe(MESSAGES.signedOut);
  });

  it('signs out locally even when the server is down or does not answer', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    session.set(testSession());
    await expect(auth('portal').logout({})).resolves.toBe('/sign-in');
    expect(session.get()).toBeNull();

    vi.useFakeTimers();
    try {
      mockFetch(() => new Promise<Response>(() => undefined));
      session.set(testSession());
      const done = auth('portal').logout({});
      expect(session.get()).toBeNull(); // at once, before any answer
      await vi.advanceTimersByTimeAsync(LOGOUT_WAIT_MS);
      await expect(done).resolves.toBe('/sign-in');
    } finally {
      vi.useRealTimers();
    }
  });

  it('calls nothing without a session, and keeps a reason already set', async () => {
    const { calls } = mockFetch(() => new Response(null, { status: 204 }));
    await auth('portal').logout({});
    expect(calls).toHaveLength(0);
    signInNotice.set(MESSAGES.internalOnly);
    session.set(testSession());
    await auth('admin').logout({});
    expect(signInNotice.peek()).toBe(MESSAGES.internalOnly);
  });
});

describe('checkError', () => {
  it('401 clears the session, remembers the page and rejects', async () => {
    session.set(testSession());
    visit('/tasks');
    await expect(auth('portal').checkError(new HttpError('x', 401))).rejects.toEqual({
      redirectTo: '/sign-in',
      message: MESSAGES.sessionExpired,
    });
    expect(session.get()).toBeNull();
    expect(session.getLastVisited()).toBe('/tasks');
  });

  it('a 401 session_ended keeps its reason for the sign-in screen instead of a toast', async () => {
    session.set(testSession());
    const error = new HttpError(MESSAGES.sessionEndedRevoked, 401, {
      error: 'session_ended',
      message: MESSAGES.sessionEndedRevoked,
    });
    await expect(auth('portal').checkError(error)).rejects.toEqual({
      redirectTo: '/sign-in',
      message: false,
    });
    expect(session.get()).toBeNull();
    expect(signInNotice.peek()).toBe(MESSAGES.sessionEndedRevoked);
  });

  it('403 and other errors resolve (the UI shows them) and keep the session', async () => {
    session.set(testSession());
    const provider = auth('portal');
    await expect(provider.checkError(new HttpError(MESSAGES.forbidden, 403))).resolves.toBeUndefined();
    await expect(provider.checkError(new HttpError(MESSAGES.genericError, 500))).resolves.toBeUndefined();
    await expect(provider.checkError(new Error('plain'))).resolves.toBeUndefined();
    expect(session.get()).not.toBeNull();
  });
});

describe('getPermissions / getIdentity', () => {
  it('answers the actor and identity of the session', async () => {
    session.set(testSession({ permissions: 'MEMBER', companyStatus: 'PENDING_REVIEW' }));
    const provider = auth('portal');
    await expect(provider.getPermissions()).resolves.toEqual({
      userType: 'ATTORNEY',
      permission: 'MEMBER',
      position: null,
      companyType: 'ATTORNEY',
      companyStatus: 'PENDING_REVIEW',
      subscriptionType: 'PRO',
    });
    await expect(provider.getIdentity()).resolves.toEqual({ id: 'u1', fullName: 'Ann Lee' });
  });

  it('answers no permissions and rejects the identity without a session', async () => {
    const provider = auth('admin');
    await expect(provider.getPermissions()).resolves.toBeNull();
    await expect(provider.getIdentity()).rejects.toThrow(MESSAGES.sessionExpired);
  });
});
