/**
 * The ra-core AuthProvider of both apps. The console ('admin') accepts internal staff only, the portal
 * external users only. A protected portal page opened without a session stores it as 'last visited'.
 */
import type { AuthProvider, UserIdentity } from 'ra-core';
import { ENDPOINTS, MESSAGES, actorFromSession, isInternal } from '@casebridge/domain';
import type { Actor, LoginResponse } from '@casebridge/domain';
import { endpointCaller } from './callEndpoint.ts';
import type { HttpClient } from './httpClient.ts';
import { isProtectedPortalPath } from './protectedPaths.ts';
import { session } from './session.ts';
import { sessionFromLogin } from './sessionFromLogin.ts';
import type { App } from './types.ts';

/** Where each app signs in (paths inside the app's router). */
export const SIGN_IN_PATHS: Readonly<Record<App, string>> = { admin: '/login', portal: '/sign-in' };

export interface LoginParams {
  /** The e-mail. */
  username: string;
  password: string;
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

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
    ? (error as { status: number }).status
    : undefined;

export function createAuthProvider({ http, app }: AuthProviderOptions): CaseBridgeAuthProvider {
  const signInPath = SIGN_IN_PATHS[app];

  /** Portal only: remember the protected page being left so sign-in can come back to it. */
  function rememberLocation(): void {
    if (app !== 'portal' || typeof window === 'undefined') return;
    const { pathname, search } = window.location;
    if (isProtectedPortalPath(pathname)) session.setLastVisited(`${pathname}${search}`);
  }

  return {
    async login({ username, password }: LoginParams) {
      const answer: LoginResponse = await endpointCaller(http)(ENDPOINTS.login, {
        body: { email: username, password },
        auth: false,
      });
      const data = sessionFromLogin(answer);
      const internal = isInternal(actorFromSession(data));
      if (app === 'admin' && !internal) throw new Error(MESSAGES.internalOnly);
      if (app === 'portal' && internal) throw new Error(MESSAGES.portalOnly);
      session.set(data);
    },

    /** Clears the session. A real sign-out (there was a session) also forgets 'last visited'. */
    async logout() {
      const signedIn = session.get() !== null;
      session.clear();
      if (signedIn) session.clearLastVisited();
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
      session.clear();
      rememberLocation();
      // A refused refresh already dropped the session: that case is only logged (SPEC.md section 8).
      throw { redirectTo: signInPath, message: hadSession ? MESSAGES.sessionExpired : false };
    },

    async getPermissions() {
      const current = session.get();
      return current ? actorFromSession(current) : null;
    },

    async getIdentity() {
      const current = session.get();
      if (!current) throw new Error(MESSAGES.sessionExpired);
      return { id: current.userId, fullName: current.userName };
    },
  };
}
