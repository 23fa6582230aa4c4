/**
 * What the billing forms share: amounts typed in dollars read as cents (usdToCents), the domain's body schema
 * and refusal rules run as the form's resolver (the API runs the same ones), and the API's field names
 * (amountCents…) renamed to the form's (amount…) so its 400 messages land under the right field.
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { API_ERROR_CODES, usdToCents } from '@casebridge/domain';
import { apiFailure } from '../../shared/serverErrors.ts';

/** Dollars as typed ('1,234.5', '$80') in cents; undefined when empty, null when it is not an amount. */
export function dollarsToCents(text: string | undefined): number | undefined | null {
  const clean = (text ?? '').replace(/[$,\s]/g, '');
  if (clean === '') return undefined;
  if (!/^\d+(\.\d{0,2})?$|^\.\d{1,2}$/.test(clean)) return null;
  return usdToCents(Number(clean));
}

/** Cents as a form shows them in dollars: 123450 -> '1234.50'. */
export const centsToDollars = (cents: number): string => (cents / 100).toFixed(2);

/** A form's message: `path` is a form field ('amount', 'paid.MEDPAY') or 'root' for the whole form. */
export interface FormIssue {
  path: string;
  message: string;
}

/** What a billing form's values give: the API body, or why not. */
export type FormParse<B> = { body: B } | { issues: FormIssue[] };

const renamed = (path: readonly PropertyKey[], rename: Readonly<Record<string, string>>): string => {
  const [head, ...rest] = path.map(String);
  if (head === undefined) return 'root';
  return [rename[head] ?? head, ...rest].join('.');
};

/** The issues of a domain schema's parse, from the body's paths to the form's. */
export function schemaIssues(error: z.ZodError, rename: Readonly<Record<string, string>> = {}): FormIssue[] {
  return error.issues.map((issue) => ({ path: renamed(issue.path, rename), message: issue.message }));
}

/** Puts `message` at `path` in react-hook-form's nested errors, unless a message is already there. */
function setOnce(errors: Record<string, unknown>, path: string, message: string): void {
  const parts = path.split('.');
  let node = errors;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (next && typeof next === 'object' && 'message' in next) return;
    node = (node[part] ??= {}) as Record<string, unknown>;
  }
  const last = parts[parts.length - 1]!;
  node[last] ??= { type: 'validate', message };
}

/** A react-hook-form resolver from a parse of the form's values (the first message per field is shown). */
export function formResolver<V extends FieldValues, B>(
  parse: (values: V) => FormParse<B>,
): Resolver<V, unknown, B> {
  return (values) => {
    const result = parse(values);
    if ('body' in result) return Promise.resolve({ values: result.body, errors: {} });
    const errors: Record<string, unknown> = {};
    for (const { path, message } of result.issues) setOnce(errors, path, message);
    return Promise.resolve({ values: {}, errors: errors as FieldErrors<V> });
  };
}

/** The API's failure with its field names renamed to the form's, as showServerErrors reads it. */
export function withFormFields(error: unknown, rename: Readonly<Record<string, string>>): unknown {
  const failure = apiFailure(error);
  const fields = Object.fromEntries(
    Object.entries(failure.fields).map(([key, message]) => [renamed(key.split('.'), rename), message]),
  );
  return {
    status: failure.status,
    body: { error: API_ERROR_CODES.validation, message: failure.message, fields },
  };
}
