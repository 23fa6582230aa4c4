/** Test helpers of the client tests (not exported from the package). */
import type { LoginResponse, SessionData, User } from '@casebridge/domain';
import { vi } from 'vitest';

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'ann.lee@example.com',
    name: 'Ann',
    lastName: 'Lee',
    userType: 'ATTORNEY',
    companyId: 'c1',
    permission: 'OWNER',
    position: null,
    status: 'ACTIVE',
    enabled: true,
    verified: true,
    professionalProfileActive: true,
    passwordReset: false,
    changelogRead: true,
    phone: null,
    picture: null,
    specialtyId: null,
    licenseNumber: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastLoginAt: null,
    ...overrides,
  };
}

export function loginResponse(
  user: Partial<User> = {},
  token = 'access-1',
  refreshToken = 'refresh-1',
): LoginResponse {
  const u = testUser(user);
  const internal = ['SYSTEM_ADMIN', 'SUPER_USER', 'USER'].includes(u.userType);
  return {
    token,
    refreshToken,
    expiresIn: 900,
    user: u,
    company: internal
      ? null
      : { id: 'c1', name: 'Lee Law', type: 'ATTORNEY', status: 'VALIDATED', subscriptionType: 'PRO' },
  };
}

export function testSession(overrides: Partial<SessionData> = {}): SessionData {
  return {
    token: 'access-1',
    refreshToken: 'refresh-1',
    userType: 'ATTORNEY',
    permissions: 'OWNER',
    position: null,
    companyType: 'ATTORNEY',
    companyStatus: 'VALIDATED',
    subscriptionType: 'PRO',
    userName: 'Ann Lee',
    userId: 'u1',
    userUsername: 'ann.lee@example.com',
    passwordReset: false,
    changelogRead: true,
    email: 'ann.lee@example.com',
    company: { id: 'c1', name: 'Lee Law', type: 'ATTORNEY', status: 'VALIDATED', subscriptionType: 'PRO' },
    ...overrides,
  };
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(status === 204 ? null : text, {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** Installs a fetch mock answering with `handler`; returns the recorded calls and the mock. */
export function mockFetch(handler: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: Call = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body,
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
}

/** A promise resolved from outside. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
