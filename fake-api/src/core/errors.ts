import { API_ERROR_CODES, MESSAGES } from '@casebridge/domain';
import type { ApiErrorBody, ApiErrorCode } from '@casebridge/domain';
import { NotFoundError } from '../store/errors.ts';

/** An error answer of the API: thrown anywhere below the core, turned into `{ error, message, fields? }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    fields?: Record<string, string>,
    headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.headers = headers;
  }

  toBody(): ApiErrorBody {
    return this.fields
      ? { error: this.code, message: this.message, fields: this.fields }
      : { error: this.code, message: this.message };
  }
}

export const badRequest = (message: string): ApiError =>
  new ApiError(400, API_ERROR_CODES.badRequest, message);

export const validationError = (fields: Record<string, string>, message: string = MESSAGES.invalidInput) =>
  new ApiError(400, API_ERROR_CODES.validation, message, fields);

export const unauthorized = (message: string = MESSAGES.signInRequired): ApiError =>
  new ApiError(401, API_ERROR_CODES.unauthorized, message);

export const tokenExpired = (): ApiError =>
  new ApiError(401, API_ERROR_CODES.tokenExpired, MESSAGES.sessionExpired);

export const forbidden = (message: string = MESSAGES.forbidden): ApiError =>
  new ApiError(403, API_ERROR_CODES.forbidden, message);

export const notFound = (message: string = MESSAGES.notFound): ApiError =>
  new ApiError(404, API_ERROR_CODES.noSuchElement, message);

export const conflict = (message: string): ApiError => new ApiError(409, API_ERROR_CODES.conflict, message);

/** 410 expired: what the link pointed to is no longer served (an expired share link). */
export const gone = (message: string): ApiError => new ApiError(410, API_ERROR_CODES.expired, message);

/** 402 payment_failed: the card payment provider declined the card; `message` is the provider's. */
export const paymentFailed = (message: string): ApiError =>
  new ApiError(402, API_ERROR_CODES.paymentFailed, message);

export const payloadTooLarge = (message: string = MESSAGES.payloadTooLarge): ApiError =>
  new ApiError(413, API_ERROR_CODES.payloadTooLarge, message);

/** 429 limit_reached: e.g. a verification code tried too many times. */
export const tooManyAttempts = (message: string): ApiError =>
  new ApiError(429, API_ERROR_CODES.limitReached, message);

/** 429 with Retry-After (seconds, at least 1). */
export const throttled = (message: string, retryAfterSeconds: number): ApiError =>
  new ApiError(429, API_ERROR_CODES.limitReached, message, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

export const routeNotFound = (): ApiError =>
  new ApiError(404, API_ERROR_CODES.routeNotFound, MESSAGES.routeNotFound);

export const methodNotAllowed = (allowed: string[]): ApiError =>
  new ApiError(405, API_ERROR_CODES.badRequest, MESSAGES.methodNotAllowed, undefined, {
    Allow: allowed.join(', '),
  });

export const internalError = (): ApiError =>
  new ApiError(500, API_ERROR_CODES.internal, MESSAGES.genericError);

/**
 * Any thrown value as an ApiError: ApiErrors pass through, the store's NotFoundError is a 404
 * `no_such_element`, anything else is a 500 whose details stay in the server log.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof NotFoundError) return notFound();
  return internalError();
}
