/**
 * The ra-core AuthProvider of both apps. The console ('admin') accepts internal staff only, the portal
 * external users only. A protected portal page opened without a session stores it as 'last visited'.
 * Signing out ends the session on the server too (issue 39), best effort: the local sign-out never waits long.
 */
import type { AuthProvider, UserIdentity } from 'ra-core';
import {
  API_ERROR_CODES,
  SESSION_ENDPOINTS,
  SESSION_MESSAGES,
  actorFromSession,
  isApiErrorBody,
  isInternal,
} from '@casebridge/domain';
import type { Actor, LoginResponse, SessionData } from '@casebridge/domain';
import { endpointCaller } from './callEndpoint.ts';
import type { HttpClient } from './httpClient.ts';
import { isProtectedPortalPath } from './protectedPaths.ts';
import { session } from './session.ts';
import { signInNotice } from './signInNotice.ts';
import { sessionFromLogin } from './sessionFromLogin.ts';
import type { App } from './types.ts';

/** Where each app signs in (paths inside the app's router). */
export const SIGN_IN_PATHS: Readonly<Record<App, string>> = { admin: '/login', portal: '/sign-in' };

export interface LoginParams {
  /** The e-mail. */
  username: string;
  password: string;
  /** Portal only: the longer "stay signed in" session limits (staff always get the internal ones). */
  staySignedIn?: boolean;
}

export interface CaseBridgeAuthProvider extends AuthProvider {
  login(params: LoginParams): Promise<void>;
  getPermissions(): Promise<Actor | null>;
  getIdentity(): Promise<UserIdentity>;
}

export interface AuthProviderOptions {
  http: HttpClient;
  app: App;
}

/** How long a sign-out waits for the server's answer before going on (the call itself carries on). */
export const LOGOUT_WAIT_MS = 1500;

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
    ? (error as { status: number }).status
    : undefined;

/** The 401 `session_ended` message of a failed call (an HttpError's body), else null. */
function endedMessage(error: unknown): string | null {
  const body = typeof error === 'object' && error !== null ? (error as { body?: unknown }).body : undefined;
  return isApiErrorBody(body) && body.error === API_ERROR_CODES.sessionEnded ? body.message : null;
}

export function createAuthProvider({ http, app }: AuthProviderOptions): CaseBridgeAuthProvider {
  const signInPath = SIGN_IN_PATHS[app];

  /** Portal only: remember the protected page being left so sign-in can come back to it. */
  function rememberLocation(): void {
    if (app !== 'portal' || typeof window === 'undefined') return;
    const { pathname, search } = window.location;
    if (isProtectedPortalPath(pathname)) session.setLastVisited(`${pathname}${search}`);
  }

  /**
   * POST /users/logout with the session's own (possibly expired) token: the server revokes it and answers 204.
   * Errors are ignored (a server that is down cannot keep a local sign-out from happening); waits at most
   * LOGOUT_WAIT_MS.
   */
  async function endOnServer({ token, refreshToken }: SessionData): Promise<void> {
    const call = http
      .request(SESSION_ENDPOINTS.logout.path, {
        method: SESSION_ENDPOINTS.logout.method,
        auth: false,
        headers: { Authorization: `Bearer ${token}` },
        body: { refreshToken },
        keepalive: true,
      })
      .then(
        () => undefined,
        () => undefined,
      );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, LOGOUT_WAIT_MS);
    });
    await Promise.race([call, wait]);
    clearTimeout(timer);
  }

  return {
    async login({ username, password, staySignedIn }: LoginParams) {
      const choice = app === 'portal' && staySignedIn ? { staySignedIn: true } : {};
      const answer: LoginResponse = await endpointCaller(http)(SESSION_ENDPOINTS.login, {
        body: { email: username, password, ...choice },
        auth: false,
      });
      const data = sessionFromLogin(answer);
      const internal = isInternal(actorFromSession(data));
      if (app === 'admin' && !internal) throw new Error(SESSION_MESSAGES.internalOnly);
      if (app === 'portal' && internal) throw new Error(SESSION_MESSAGES.portalOnly);
      signInNotice.clear();
      session.set(data);
    },

    /**
     * Clears the session, then ends it on the server. A real sign-out (there was a session) also forgets
     * 'last visited' and tells the sign-in screen (SESSION_MESSAGES.signedOut).
     */
    async logout() {
      const current = session.get();
      session.clear();
      if (!current) return signInPath;
      session.clearLastVisited();
      if (signInNotice.peek() === null) signInNotice.set(SESSION_MESSAGES.signedOut); // a reason set already stays
      await endOnServer(current);
      return signInPath;
    },

    async checkAuth() {
      if (session.get()) return;
      rememberLocation();
      throw { redirectTo: signInPath, message: false };
    },

    async checkError(error: unknown) {
      if (statusOf(error) !== 401) return; // 403 and the rest: the UI shows the error
      const hadSession = session.get() !== null;
      const ended = endedMessage(error);
      if (ended && hadSession) signInNotice.set(ended);
      session.clear();
      rememberLocation();
      // A refused refresh already dropped the session: that case is only logged (SPEC.md section 8). An ended
      // session's reason is on the sign-in screen instead of a toast.
      throw {
        redirectTo: signInPath,
        message: hadSession && !ended ? SESSION_MESSAGES.sessionExpired : false,
      };
    },

    async getPermissions() {
      const current = session.get();
      return current ? actorFromSession(current) : null;
    },

    async getIdentity() {
      const current = session.get();
      if (!current) throw new Error(SESSION_MESSAGES.sessionExpired);
      return { id: current.userId, fullName: current.userName };
    },
  };
}
