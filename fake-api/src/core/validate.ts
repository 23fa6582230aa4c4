import type { z, ZodType } from 'zod';
import { fieldErrors } from '@casebridge/domain';
import { validationError } from './errors.ts';

/** Parses `value` with `schema`, or throws a 400 `validation_error` with the schema's per-field messages. */
export function validate<S extends ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(fieldErrors(result.error));
  return result.data;
}
