import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PasswordChecklist } from './PasswordChecklist.tsx';
import { PasswordField } from './PasswordField.tsx';

interface NewPasswordShape {
  password: string;
  confirmPassword: string;
}

export interface NewPasswordFieldsProps<T extends NewPasswordShape> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** The password as typed (watch('password')), for the checklist. */
  password: string;
}

/** 'New password' with the live checklist, then 'Confirm password'. */
export function NewPasswordFields<T extends NewPasswordShape>({
  register,
  errors,
  password,
}: NewPasswordFieldsProps<T>) {
  // The generic form shares these two fields; react-hook-form types paths per form.
  const reg = register as unknown as UseFormRegister<NewPasswordShape>;
  const errs = errors as FieldErrors<NewPasswordShape>;
  const { ref: passwordRef, ...passwordField } = reg('password');
  const { ref: confirmRef, ...confirmField } = reg('confirmPassword');
  return (
    <>
      <PasswordField
        {...passwordField}
        fieldRef={passwordRef}
        label="New password"
        autoComplete="new-password"
        required
        error={Boolean(errs.password)}
        helperText={errs.password?.message}
      />
      <PasswordChecklist password={password} />
      <PasswordField
        {...confirmField}
        fieldRef={confirmRef}
        label="Confirm password"
        autoComplete="new-password"
        required
        error={Boolean(errs.confirmPassword)}
        helperText={errs.confirmPassword?.message}
      />
    </>
  );
}
