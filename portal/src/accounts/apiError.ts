/** Reads the fake API's error answers ({ error, message, fields? }) as the HTTP client rejects them. */
import { MESSAGES, isApiErrorBody } from '@casebridge/domain';

export interface ApiFailure {
  status: number | null;
  message: string;
  fields: Record<string, string>;
}

/** The status, the message to show (the generic one when none) and the per-field messages of a failure. */
export function apiFailure(error: unknown): ApiFailure {
  const candidate = error as { status?: unknown; body?: unknown; message?: unknown } | null;
  const status = typeof candidate?.status === 'number' ? candidate.status : null;
  const body = candidate?.body;
  const fields = isApiErrorBody(body) && body.fields ? body.fields : {};
  const message =
    isApiErrorBody(body) && body.message
      ? body.message
      : error instanceof Error && error.message
        ? error.message
        : MESSAGES.genericError;
  return { status, message, fields };
}
