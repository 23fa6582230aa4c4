import { useEffect, useState } from 'react';
import { Alert, Box, MenuItem, Stack, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  ACCOUNT_PATHS,
  COMPANY_TYPE_LABELS,
  HOW_YOU_HEAR_ABOUT_US,
  MESSAGES,
  PUBLIC_ACTIONS,
  SIGN_UP_COMPANY_TYPES,
  signUpSchema,
} from '@casebridge/domain';
import type { SignUpInput, SignUpValues } from '@casebridge/domain';
import { apiFailure, showServerErrors } from '../../shared/serverErrors.ts';
import { PasswordChecklist } from './PasswordChecklist.tsx';
import { PasswordField } from './PasswordField.tsx';
import { useCatalog } from '../../shared/api.ts';
import { useEmailExists, useSignUp } from './api.ts';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { RadioChoiceInput } from '../../shared/RadioChoiceInput.tsx';

type Field = keyof SignUpValues;
const FIELDS: readonly Field[] = [
  'companyType',
  'name',
  'lastName',
  'email',
  'password',
  'howYouHearAboutUs',
  'companyName',
];

/** The sign-up form (signUpSchema): POST /users/signup, then the e-mail verification page. */
export const SignUpForm = ({ email, grsf }: { email: string; grsf: string | null }) => {
  const signUp = useSignUp();
  const navigate = useNavigate();
  const hearOptions = useCatalog('how-you-hear-about-us', HOW_YOU_HEAR_ABOUT_US);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', lastName: '', email, password: '', companyName: '', grsf },
  });

  // Every field enters the form in the page's order (the Controllers below would register after the plain
  // inputs), so a failed submit focuses the first invalid field: the company type first.
  FIELDS.forEach((name) => register(name));

  // Tells at once when the e-mail already has an account: the prefilled one, then each one left (on blur).
  const [checkedEmail, setCheckedEmail] = useState(email);
  const taken = useEmailExists(checkedEmail);
  useEffect(() => {
    if (taken) setError('email', { type: 'taken', message: MESSAGES.emailTaken });
  }, [taken, checkedEmail, setError]);

  const onSubmit = async (values: SignUpValues) => {
    try {
      const { user } = await signUp.mutateAsync({ ...values, grsf });
      void navigate(ACCOUNT_PATHS.verifyEmail(user.email));
    } catch (error) {
      const { status, message } = apiFailure(error);
      if (status === 409) return setError('email', { message }, { shouldFocus: true });
      showServerErrors(error, setError, FIELDS);
    }
  };

  const text = (name: 'name' | 'lastName' | 'companyName') => {
    const { ref, ...field } = register(name);
    return { ...field, inputRef: ref, error: Boolean(errors[name]), helperText: errors[name]?.message };
  };
  const { ref: emailRef, ...emailField } = register('email', {
    onBlur: (event: { target: { value: string } }) => setCheckedEmail(event.target.value),
  });
  const { ref: passwordRef, ...passwordField } = register('password');

  return (
    <Box component="form" noValidate aria-label="Sign up" onSubmit={handleSubmit(onSubmit)}>
      <Stack spacing={2}>
        {errors.root?.message && <Alert severity="error">{errors.root.message}</Alert>}
        <RadioChoiceInput
          control={control}
          name="companyType"
          label="Company type"
          choices={SIGN_UP_COMPANY_TYPES}
          labels={COMPANY_TYPE_LABELS}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...text('name')} label="First name" autoComplete="given-name" required fullWidth />
          <TextField {...text('lastName')} label="Last name" autoComplete="family-name" required fullWidth />
        </Stack>
        <TextField
          {...emailField}
          inputRef={emailRef}
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
        />
        <PasswordField
          {...passwordField}
          fieldRef={passwordRef}
          label="Password"
          autoComplete="new-password"
          required
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
        />
        <PasswordChecklist password={watch('password') ?? ''} />
        <Controller
          control={control}
          name="howYouHearAboutUs"
          render={({ field, fieldState }) => (
            <TextField
              select
              label="How did you hear about us?"
              required
              name={field.name}
              inputRef={field.ref}
              value={hearOptions ? (field.value ?? '') : ''}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              disabled={!hearOptions}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? (hearOptions ? undefined : 'Loading…')}
            >
              {(hearOptions ?? []).map((item) => (
                <MenuItem key={item.id} value={item.id}>
                  {item.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField {...text('companyName')} label="Company name" autoComplete="organization" required />
        <LoadingButton
          type="submit"
          variant="contained"
          size="large"
          loading={isSubmitting}
          loadingLabel="Creating your account…"
        >
          {PUBLIC_ACTIONS.signUp.label}
        </LoadingButton>
      </Stack>
    </Box>
  );
};
