/** The fake API's error contract: every error answer is JSON `{ error, message, fields? }`. */
export const API_ERROR_CODES = {
  badRequest: 'bad_request',
  validation: 'validation_error',
  unauthorized: 'unauthorized',
  tokenExpired: 'token_expired',
  /** 401: the token's server-side session ended (signed out, idle, too old, revoked): sign in again. */
  sessionEnded: 'session_ended',
  forbidden: 'forbidden',
  noSuchElement: 'no_such_element',
  routeNotFound: 'route_not_found',
  conflict: 'conflict',
  payloadTooLarge: 'payload_too_large',
  invalidTransition: 'invalid_transition',
  paymentFailed: 'payment_failed',
  limitReached: 'limit_reached',
  /** 410: a link that worked once no longer does (an expired share link). */
  expired: 'expired',
  internal: 'internal_error',
} as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

export interface ApiErrorBody {
  error: ApiErrorCode;
  message: string;
  /** Per-field messages, keyed by the field's path (e.g. "location.address"), in the spec's wording. */
  fields?: Record<string, string>;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiErrorBody).error === 'string' &&
    typeof (value as ApiErrorBody).message === 'string'
  );
}
