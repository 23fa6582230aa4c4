import multer from 'multer';
import { MESSAGES } from '@casebridge/domain';
import { ApiError, badRequest, internalError, payloadTooLarge } from '../core/errors.ts';

interface HttpLikeError {
  type?: unknown;
  status?: unknown;
  statusCode?: unknown;
}

/** Errors raised before the core runs (body parsing, uploads) as API errors. */
export function transportError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof multer.MulterError) {
    return error.code === 'LIMIT_FILE_SIZE' ? payloadTooLarge() : badRequest(MESSAGES.invalidInput);
  }
  const { type, status, statusCode } = (
    typeof error === 'object' && error !== null ? error : {}
  ) as HttpLikeError;
  if (type === 'entity.parse.failed') return badRequest(MESSAGES.malformedJson);
  // busboy (under multer) rejects a malformed multipart body with a plain Error: no boundary, cut short...
  if (
    error instanceof Error &&
    /^(Multipart:|Unexpected end of form|Malformed part header)/.test(error.message)
  )
    return badRequest(MESSAGES.invalidInput);
  if (type === 'entity.too.large' || status === 413) return payloadTooLarge();
  const code = typeof status === 'number' ? status : typeof statusCode === 'number' ? statusCode : 500;
  if (code >= 400 && code < 500) return new ApiError(code, 'bad_request', MESSAGES.invalidInput);
  return internalError();
}
