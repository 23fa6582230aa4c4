/** Reads the fake API's error answers ({ error, message, fields? }) as the HTTP client rejects them. */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
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

/**
 * Shows a refused save on the form: each per-field message of the API under its field (a nested path such as
 * 'location.latitude' under its top field), anything else as the form's root error.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  const failure = apiFailure(error);
  let shown = false;
  for (const [key, message] of Object.entries(failure.fields)) {
    const field = fields.find((name) => name === key.split('.')[0]);
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  if (!shown) setError('root', { type: 'server', message: failure.message });
}
