import { useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, AlertTitle, Box, Chip, Stack, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import {
  ACCEPTED_CARD_BRANDS,
  CARD_BRAND_LABELS,
  MESSAGES,
  detectCardBrand,
  paymentFormSchema,
} from '@casebridge/domain';
import type { PaymentFormInput, PaymentFormValues } from '@casebridge/domain';
import { apiFailure } from '../../shared/serverErrors.ts';
import { digitsOnly, formatCardNumber, formatExpiration, formatZip } from './cardInput.ts';
import { LoadingButton } from '../../shared/LoadingButton.tsx';

type Field = keyof PaymentFormInput;

export const PAYMENT_FIELD_LABELS: Record<Field, string> = {
  email: 'E-mail',
  cardNumber: 'Card number',
  expiration: 'Expiration date (MM/YY)',
  securityCode: 'Security code',
  zip: 'ZIP',
  nameOnCard: 'Name on card',
};

const FIELDS: { name: Field; autoComplete: string; numeric?: boolean; transform?: (t: string) => string }[] =
  [
    { name: 'email', autoComplete: 'email' },
    { name: 'cardNumber', autoComplete: 'cc-number', numeric: true, transform: formatCardNumber },
    { name: 'expiration', autoComplete: 'cc-exp', numeric: true, transform: formatExpiration },
    { name: 'securityCode', autoComplete: 'cc-csc', numeric: true, transform: digitsOnly(4) },
    { name: 'zip', autoComplete: 'postal-code', numeric: true, transform: formatZip },
    { name: 'nameOnCard', autoComplete: 'cc-name' },
  ];

interface PaymentFormProps {
  submitLabel: string;
  /** Sends the card; a rejection is shown on the form (402: the provider's message above it). */
  onSubmit: (values: PaymentFormValues) => Promise<void>;
  defaultEmail?: string;
  /** Shown beside the submit button (e.g. Back). */
  secondaryAction?: ReactNode;
}

/**
 * The payment information form (SPEC.md 5; also used to buy cases and to change the payment method): the
 * domain's schema with the spec's messages, the accepted brands, and the card payment provider's answers:
 * a decline shows the payment error and the provider's message above the form, card field errors go under
 * their fields.
 */
export const PaymentForm = ({
  submitLabel,
  onSubmit,
  defaultEmail = '',
  secondaryAction,
}: PaymentFormProps) => {
  const [decline, setDecline] = useState<string | null>(null);
  const form = useForm<PaymentFormInput, unknown, PaymentFormValues>({
    resolver: zodResolver(paymentFormSchema),
    mode: 'onTouched',
    defaultValues: {
      email: defaultEmail,
      cardNumber: '',
      expiration: '',
      securityCode: '',
      zip: '',
      nameOnCard: '',
    },
  });
  const { control, handleSubmit, setError, watch, formState } = form;
  const brand = detectCardBrand(watch('cardNumber') ?? '');

  const submit = handleSubmit(async (values) => {
    setDecline(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const failure = apiFailure(error);
      if (failure.status === 402) return setDecline(failure.message);
      let shown = false;
      for (const [key, message] of Object.entries(failure.fields)) {
        const name = key.replace(/^card\./, '') as Field;
        if (!FIELDS.some((f) => f.name === name)) continue;
        setError(name, { type: 'server', message }, { shouldFocus: !shown });
        shown = true;
      }
      if (!shown) setError('root', { type: 'server', message: failure.fields['card'] ?? failure.message });
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Payment information"
    >
      <Stack spacing={2}>
        {decline && (
          <Alert severity="error">
            <AlertTitle>{MESSAGES.paymentError}</AlertTitle>
            {decline}
          </Alert>
        )}
        {formState.errors.root && <Alert severity="error">{formState.errors.root.message}</Alert>}
        <Stack direction="row" spacing={1} aria-label="Accepted cards" role="list" sx={{ flexWrap: 'wrap' }}>
          {ACCEPTED_CARD_BRANDS.map((b) => (
            <Chip
              key={b}
              role="listitem"
              size="small"
              label={CARD_BRAND_LABELS[b]}
              color={brand === b ? 'primary' : 'default'}
              variant={brand === b ? 'filled' : 'outlined'}
            />
          ))}
        </Stack>
        {FIELDS.map(({ name, autoComplete, numeric, transform }) => (
          <Controller
            key={name}
            name={name}
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                name={field.name}
                inputRef={field.ref}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(transform ? transform(e.target.value) : e.target.value)}
                onBlur={field.onBlur}
                label={PAYMENT_FIELD_LABELS[name]}
                required
                fullWidth
                autoComplete={autoComplete}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ htmlInput: numeric ? { inputMode: 'numeric' } : undefined }}
              />
            )}
          />
        ))}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          {secondaryAction}
          <LoadingButton type="submit" variant="contained" loading={formState.isSubmitting}>
            {submitLabel}
          </LoadingButton>
        </Stack>
      </Stack>
    </Box>
  );
};
