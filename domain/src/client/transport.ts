/** One fetch call: request encoding, response decoding and the error mapping of SPEC.md section 8. */
import { HttpError } from 'ra-core';
import { API_ERROR_CODES, COMMON_MESSAGES, SESSION_MESSAGES, isApiErrorBody } from '@casebridge/domain';

export interface HttpResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** The raw response text. */
  body: string;
  /** The response parsed as JSON; undefined when the body is empty or not JSON. */
  json: T;
}

export interface HttpOptions {
  method?: string;
  headers?: HeadersInit;
  /** A string, FormData, Blob, URLSearchParams or ArrayBuffer is sent as is; anything else as JSON. */
  body?: unknown;
  signal?: AbortSignal | null;
  /** false: no bearer token and no token refresh (login, refresh, public calls). Default true. */
  auth?: boolean;
  /** Lets the call outlive the page (the sign-out call, sent as the user leaves). */
  keepalive?: boolean;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const methodOf = (options: HttpOptions): string => (options.method ?? 'GET').toUpperCase();
export const isRead = (options: HttpOptions): boolean => READ_METHODS.has(methodOf(options));

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  );
}

function buildInit(options: HttpOptions, token: string | undefined): RequestInit {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body !== undefined && options.body !== null) {
    body = isRawBody(options.body) ? options.body : JSON.stringify(options.body);
    const jsonLike = typeof body === 'string';
    if (jsonLike && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  }
  const init: RequestInit = { method: methodOf(options), headers, body, signal: options.signal ?? null };
  return options.keepalive ? { ...init, keepalive: true } : init;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Performs the call; answers every HTTP status (errors included). Network failure -> HttpError(generic, 0). */
export async function rawFetch(url: string, options: HttpOptions, token?: string): Promise<HttpResponse> {
  let response: Response;
  try {
    response = await fetch(url, buildInit(options, token));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new HttpError(COMMON_MESSAGES.genericError, 0, null);
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new HttpError(COMMON_MESSAGES.genericError, 0, null);
  }
  return { status: response.status, headers: response.headers, body: text, json: parseJson(text) };
}

export const isSuccess = (response: HttpResponse): boolean => response.status >= 200 && response.status < 300;

/** The error of a failed answer: the server's message for an API error body, else the generic one. */
export function toHttpError(response: HttpResponse): HttpError {
  const json: unknown = response.json;
  const message = isApiErrorBody(json) ? json.message : COMMON_MESSAGES.genericError;
  return new HttpError(message, response.status, json ?? (response.body || null));
}

/** Resolves a successful answer, rejects a failed one with toHttpError. */
export function settle<T>(response: HttpResponse<T>): HttpResponse<T> {
  if (!isSuccess(response)) throw toHttpError(response);
  return response;
}

/** The server's message when a 401 says the token's session ended (issue 39: sign in again), else null. */
export function sessionEndedMessage(response: HttpResponse): string | null {
  const json: unknown = response.json;
  if (response.status !== 401 || !isApiErrorBody(json) || json.error !== API_ERROR_CODES.sessionEnded)
    return null;
  return json.message || SESSION_MESSAGES.sessionExpired;
}
