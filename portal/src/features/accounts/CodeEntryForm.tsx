import { useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNotify } from 'react-admin';
import { LIMITS, MESSAGES, codeFormSchema } from '@casebridge/domain';
import type { CodeFormInput, CodeFormValues } from '@casebridge/domain';
import { apiFailure } from '../../shared/serverErrors.ts';
import { LoadingButton } from '../../shared/LoadingButton.tsx';

export interface CodeEntryFormProps {
  /** Checks the code; a rejection is shown (the API's code field message, or its message above the form). */
  onVerify: (code: string) => Promise<unknown>;
  /** Sends a new code; on success a notice says so. */
  onResend: () => Promise<unknown>;
  submitLabel: string;
  /** Shown instead of the plain message when an answer has this status (e.g. 409 already verified). */
  renderFailure?: (status: number | null, message: string) => ReactNode;
}

/** The verification-code entry of the verify and password-reset pages, with 'Resend code'. */
export const CodeEntryForm = ({ onVerify, onResend, submitLabel, renderFailure }: CodeEntryFormProps) => {
  const notify = useNotify();
  const [failure, setFailure] = useState<{ status: number | null; message: string } | null>(null);
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CodeFormInput, unknown, CodeFormValues>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });
  const { ref, ...codeField } = register('code');

  const onSubmit = async ({ code }: CodeFormValues) => {
    setFailure(null);
    try {
      await onVerify(code);
    } catch (error) {
      const { status, message, fields } = apiFailure(error);
      if (fields['code']) setError('code', { message: fields['code'] });
      else setFailure({ status, message });
    }
  };

  const resend = async () => {
    setResending(true);
    setFailure(null);
    try {
      await onResend();
      notify(MESSAGES.verificationCodeSent, { type: 'success' });
    } catch (error) {
      const { status, message } = apiFailure(error);
      setFailure({ status, message });
    } finally {
      setResending(false);
    }
  };

  return (
    <Box component="form" noValidate aria-label="Code verification" onSubmit={handleSubmit(onSubmit)}>
      <Stack spacing={2}>
        {failure &&
          (renderFailure?.(failure.status, failure.message) ?? (
            <Alert severity="error">{failure.message}</Alert>
          ))}
        <TextField
          {...codeField}
          inputRef={ref}
          label="Verification code"
          required
          autoComplete="one-time-code"
          autoFocus
          error={Boolean(errors.code)}
          helperText={
            errors.code?.message ?? `The ${LIMITS.verificationCodeLength}-digit code from the e-mail`
          }
          slotProps={{
            htmlInput: { inputMode: 'numeric', maxLength: LIMITS.verificationCodeLength + 2 },
          }}
        />
        <LoadingButton type="submit" variant="contained" size="large" loading={isSubmitting}>
          {submitLabel}
        </LoadingButton>
        <Button variant="text" onClick={resend} disabled={resending || isSubmitting}>
          {resending ? 'Sending…' : 'Resend code'}
        </Button>
      </Stack>
    </Box>
  );
};
