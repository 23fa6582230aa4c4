import { loginSchema } from '@casebridge/domain';
import type { LoginInput, LoginValues } from '@casebridge/domain';

export type LoginField = keyof LoginInput;
export type LoginErrors = Partial<Record<LoginField, string>>;

/**
 * The sign-in form's validation with the domain's loginSchema (each field's first message), a module of its
 * own: the public home page loads zod with it when the form is first used, not with the page.
 */
export function validateLogin(
  input: LoginInput,
): { values: LoginValues; errors: LoginErrors } | { values: null; errors: LoginErrors } {
  const result = loginSchema.safeParse(input);
  if (result.success) return { values: result.data, errors: {} };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && errors[field] === undefined)
      errors[field] = issue.message;
  }
  return { values: null, errors };
}
