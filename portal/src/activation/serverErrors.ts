import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiFailure } from '../accounts/apiError.ts';

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
