import { useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import type { LoginInput, LoginValues } from '@casebridge/domain';
import type { LoginErrors, LoginField } from './loginValidation.ts';

/** Loads the validation (zod and the shared loginSchema) on first use: the first focus of the form, or a submit. */
export const loadLoginValidation = () => import('./loginValidation.ts');

const FIELDS: readonly LoginField[] = ['email', 'password'];

/**
 * The sign-in form's state, the way react-hook-form runs the other forms (validation on submit, then again on
 * each change; the first invalid field focused; submitting while the validation and the call run), without
 * loading it: react-hook-form is one module of about 13 KB gzipped that react-admin uses whole, and the first
 * page's two fields do not need it. `onValid` returns the error message to show above the form, or null.
 */
export function useSignInForm(onValid: (values: LoginValues) => Promise<string | null>) {
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [rootError, setRootError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  const field = (name: LoginField) => ({
    name,
    value: values[name],
    inputRef: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (!submitted) return;
      void loadLoginValidation().then(({ validateLogin }) =>
        setErrors((current) => ({ ...current, [name]: validateLogin(next).errors[name] })),
      );
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitting(true);
    setSubmitted(true);
    setRootError(null);
    try {
      const { validateLogin } = await loadLoginValidation();
      const result = validateLogin(values);
      setErrors(result.errors);
      if (!result.values) {
        const first = FIELDS.find((name) => result.errors[name] !== undefined);
        if (first) inputs.current[first]?.focus();
        return;
      }
      setRootError(await onValid(result.values));
    } finally {
      setSubmitting(false);
    }
  };

  return { field, errors, rootError, isSubmitting, onSubmit };
}
