/**
 * The browser HTTP client (SPEC.md section 7): bearer token, one shared token refresh through
 * GET /user/{refreshToken}/refresh ahead of the token's expiry (every call meanwhile waits for it) or on a 401,
 * writes run one at a time in order, reads run concurrently.
 * A 401 `session_ended` (issue 39: signed out elsewhere, idle, too old) is not refreshed: the session is
 * dropped and the server's reason kept for the sign-in screen (signInNotice).
 */
import { HttpError } from 'ra-core';
import { COMMON_MESSAGES, SESSION_ENDPOINTS, endpointUrl } from '@casebridge/domain';
import type { LoginResponse, SessionData } from '@casebridge/domain';
import { downloadError, filenameOf, readWithProgress } from './download.ts';
import type { Download, ProgressListener } from './download.ts';
import { session } from './session.ts';
import { signInNotice } from './signInNotice.ts';
import { sessionFromLogin } from './sessionFromLogin.ts';
import { refreshDue, tokenRefreshAt } from './tokenExpiry.ts';
import { createTaskQueue } from './taskQueue.ts';
import { sendUpload } from './upload.ts';
import type { UploadOptions } from './upload.ts';
import { isRead, isSuccess, rawFetch, sessionEndedMessage, settle } from './transport.ts';
import type { HttpOptions, HttpResponse } from './transport.ts';

export type { HttpOptions, HttpResponse } from './transport.ts';

export interface HttpClientOptions {
  /** API base URL without a trailing slash, e.g. '/api' or 'http://localhost:3000/api'. */
  apiUrl: string;
  /** Called once the session is dropped: the token refresh was refused (401/403) or the session ended. */
  onAuthFailure?: () => void;
}

export interface HttpClient {
  readonly apiUrl: string;
  /** fetchUtils.fetchJson-compatible: `url` is a full URL. Rejects with HttpError on a non-2xx answer. */
  fetchJson<T = unknown>(url: string, options?: HttpOptions): Promise<HttpResponse<T>>;
  /** Like fetchJson with `url` = apiUrl + path ('/account'). */
  request<T = unknown>(path: string, options?: HttpOptions): Promise<HttpResponse<T>>;
  get<T>(path: string, options?: HttpOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: HttpOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: HttpOptions): Promise<T>;
  delete<T>(path: string, options?: HttpOptions): Promise<T>;
  /** GET a file (bearer token unless auth is false, refreshed once on 401) and read it with progress. */
  download(path: string, onProgress?: ProgressListener, options?: { auth?: boolean }): Promise<Download>;
  /**
   * POST a multipart form with the upload's progress (XMLHttpRequest), as a write (in order with the others),
   * the token refreshed once on 401. Rejects with HttpError on a non-2xx answer.
   */
  upload<T>(path: string, form: FormData, options?: UploadOptions): Promise<T>;
}

const stripSlash = (url: string): string => url.replace(/\/+$/, '');

const isLoginResponse = (value: unknown): value is LoginResponse =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LoginResponse).token === 'string' &&
  typeof (value as LoginResponse).refreshToken === 'string';

const refreshAtOf = (answer: LoginResponse) =>
  typeof answer.expiresIn === 'number' ? { tokenRefreshAt: tokenRefreshAt(answer.expiresIn) } : {};

export function createHttpClient({ apiUrl, onAuthFailure }: HttpClientOptions): HttpClient {
  const base = stripSlash(apiUrl);
  const writes = createTaskQueue();
  let refreshing: Promise<SessionData | null> | null = null;

  async function refresh(current: SessionData): Promise<SessionData | null> {
    const url = `${base}${endpointUrl(SESSION_ENDPOINTS.refreshToken, { token: current.refreshToken })}`;
    let response: HttpResponse;
    try {
      response = await rawFetch(url, { method: 'GET', auth: false });
    } catch (error) {
      console.warn('[casebridge] token refresh failed', error);
      return null;
    }
    if (!isSuccess(response) || !isLoginResponse(response.json)) {
      console.warn(`[casebridge] token refresh failed with status ${response.status}`);
      if (response.status === 401 || response.status === 403) {
        // The product's addition to the spec's "only logged": an ended session says why on the sign-in screen.
        const ended = sessionEndedMessage(response);
        if (ended && session.get()?.refreshToken === current.refreshToken) signInNotice.set(ended);
        session.clear();
        onAuthFailure?.();
      }
      return null;
    }
    // Signed out (or in as someone else) while refreshing: do not bring the old session back.
    if (session.get()?.refreshToken !== current.refreshToken) return session.get();
    const answer = response.json;
    const next = answer.user
      ? sessionFromLogin(answer)
      : { ...current, token: answer.token, refreshToken: answer.refreshToken, ...refreshAtOf(answer) };
    session.set(next);
    return next;
  }

  /** One refresh at a time; a request sent with an already-replaced token just retries with the new one. */
  function refreshOnce(sentToken: string | undefined): Promise<SessionData | null> {
    const current = session.get();
    if (!current) return Promise.resolve(null);
    if (current.token !== sentToken && !refreshing) return Promise.resolve(current);
    refreshing ??= refresh(current).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /**
   * The token to send: the stored one, refreshed first when it is about to expire. Concurrent calls share the
   * one refresh; a failed refresh sends the old token (the 401 path decides what follows).
   */
  async function tokenToSend(): Promise<string | undefined> {
    const current = session.get();
    if (!current) return undefined;
    if (!refreshing && !refreshDue(current.tokenRefreshAt)) return current.token;
    const renewed = await refreshOnce(current.token);
    return (renewed ?? session.get())?.token;
  }

  /**
   * A 401 session_ended for the token of the session still stored: drops it (the reason kept for the sign-in
   * screen) and answers true. One sent with an older token (refreshed, or another sign-in since) is not.
   */
  function endedSession(response: HttpResponse, sentToken: string | undefined): boolean {
    const message = sessionEndedMessage(response);
    if (message === null || !sentToken || session.get()?.token !== sentToken) return false;
    signInNotice.set(message); // before the clear: the sign-in screen it leads to reads it at once
    session.clear();
    onAuthFailure?.();
    return true;
  }

  /** After a 401 (not an ended session): the refreshed session to retry with, or null. */
  async function renewAfter(response: HttpResponse, sentToken: string | undefined) {
    if (response.status !== 401 || !session.get()?.refreshToken) return null;
    if (endedSession(response, sentToken)) return null;
    return refreshOnce(sentToken);
  }

  async function send(url: string, options: HttpOptions): Promise<HttpResponse> {
    const auth = options.auth !== false;
    const token = auth ? await tokenToSend() : undefined;
    const response = await rawFetch(url, options, token);
    const renewed = auth ? await renewAfter(response, token) : null;
    if (!renewed) return settle(response);
    const retried = await rawFetch(url, options, renewed.token);
    endedSession(retried, renewed.token);
    return settle(retried);
  }

  function fetchJson<T = unknown>(url: string, options: HttpOptions = {}): Promise<HttpResponse<T>> {
    const call = isRead(options) ? send(url, options) : writes.run(() => send(url, options));
    // The body's shape is the endpoint's contract: the caller names it.
    return call as Promise<HttpResponse<T>>;
  }

  function request<T = unknown>(path: string, options: HttpOptions = {}): Promise<HttpResponse<T>> {
    return fetchJson<T>(`${base}${path}`, options);
  }

  const body = async <T>(path: string, options: HttpOptions): Promise<T> =>
    (await request<T>(path, options)).json;

  async function download(
    path: string,
    onProgress?: ProgressListener,
    { auth = true }: { auth?: boolean } = {},
  ): Promise<Download> {
    const url = `${base}${path}`;
    const get = async (token: string | undefined) => {
      try {
        return await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
      } catch {
        throw new HttpError(COMMON_MESSAGES.genericError, 0, null);
      }
    };
    const token = auth ? await tokenToSend() : undefined;
    let response = await get(token);
    if (auth && response.status === 401 && session.get()?.refreshToken) {
      const renewed = await refreshOnce(token);
      if (renewed) response = await get(renewed.token);
    }
    if (!response.ok) throw await downloadError(response);
    return { blob: await readWithProgress(response, onProgress), filename: filenameOf(response, url) };
  }

  function upload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
    const url = `${base}${path}`;
    return writes.run(async () => {
      const token = await tokenToSend();
      let response = await sendUpload(url, form, token, options);
      const renewed = await renewAfter(response, token);
      if (renewed) {
        response = await sendUpload(url, form, renewed.token, options);
        endedSession(response, renewed.token);
      }
      return settle(response).json as T;
    });
  }

  return {
    apiUrl: base,
    fetchJson,
    request,
    get: <T>(path: string, options?: HttpOptions) => body<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, data?: unknown, options?: HttpOptions) =>
      body<T>(path, { ...options, method: 'POST', body: data }),
    put: <T>(path: string, data?: unknown, options?: HttpOptions) =>
      body<T>(path, { ...options, method: 'PUT', body: data }),
    delete: <T>(path: string, options?: HttpOptions) => body<T>(path, { ...options, method: 'DELETE' }),
    download,
    upload,
  };
}
