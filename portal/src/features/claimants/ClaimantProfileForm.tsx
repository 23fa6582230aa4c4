import { Alert, Box, MenuItem, Stack, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import {
  DATE_FORMATS,
  US_STATES,
  claimantProfileInput,
  claimantProfileSchema,
  formatPhone,
  maskInputDate,
} from '@casebridge/domain';
import type { Claimant, ClaimantProfileInput, ClaimantProfileValues } from '@casebridge/domain';
import { showServerErrors } from '../../shared/serverErrors.ts';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { useClaimantText } from './useClaimantText.ts';

type Field = FieldPath<ClaimantProfileInput>;
const FIELDS: readonly Field[] = [
  'name',
  'lastName',
  'phone',
  'dateOfBirth',
  'address',
  'suite',
  'city',
  'state',
  'zipCode',
];

const schema = claimantProfileSchema();

/**
 * The claimant's profile (claimantProfileSchema): name, phone masked (###) ###-####, date of birth
 * MM/DD/YYYY and a US mailing address. Server field errors land on their fields. Labels and field messages
 * in the claimant's language.
 */
export const ClaimantProfileForm = ({
  claimant,
  onSave,
}: {
  claimant: Claimant;
  onSave: (values: ClaimantProfileValues) => Promise<void>;
}) => {
  const { t, message } = useClaimantText();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ClaimantProfileInput, unknown, ClaimantProfileValues>({
    resolver: zodResolver(schema),
    defaultValues: claimantProfileInput(claimant),
  });

  const onSubmit = async (values: ClaimantProfileValues) => {
    try {
      await onSave(values);
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  };

  const text = (name: Exclude<Field, 'phone' | 'dateOfBirth' | 'state'>) => {
    const { ref, ...field } = register(name);
    const error = errors[name]?.message;
    return { ...field, inputRef: ref, error: Boolean(error), helperText: error && message(error) };
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('claimant.profile.form')}
      onSubmit={handleSubmit(onSubmit)}
    >
      <Stack spacing={2}>
        {errors.root?.message && <Alert severity="error">{message(errors.root.message)}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...text('name')}
            label={t('claimant.profile.name')}
            autoComplete="given-name"
            required
            fullWidth
          />
          <TextField
            {...text('lastName')}
            label={t('claimant.profile.lastName')}
            autoComplete="family-name"
            required
            fullWidth
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Controller
            control={control}
            name="phone"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(formatPhone(event.target.value))}
                label={t('claimant.profile.phone')}
                type="tel"
                autoComplete="tel-national"
                placeholder="(555) 555-5555"
                required
                fullWidth
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message && message(fieldState.error.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="dateOfBirth"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(maskInputDate(event.target.value))}
                label={t('claimant.profile.dateOfBirth')}
                autoComplete="bday"
                placeholder={DATE_FORMATS.input}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                required
                fullWidth
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message ? message(fieldState.error.message) : DATE_FORMATS.input
                }
              />
            )}
          />
        </Stack>
        <TextField
          {...text('address')}
          label={t('claimant.profile.address')}
          autoComplete="address-line1"
          required
        />
        <TextField {...text('suite')} label={t('claimant.profile.suite')} autoComplete="address-line2" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...text('city')}
            label={t('claimant.profile.city')}
            autoComplete="address-level2"
            required
            fullWidth
          />
          <Controller
            control={control}
            name="state"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                value={field.value ?? ''}
                select
                label={t('claimant.profile.state')}
                required
                fullWidth
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message && message(fieldState.error.message)}
              >
                {US_STATES.map((state) => (
                  <MenuItem key={state.id} value={state.id}>
                    {state.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            {...text('zipCode')}
            label={t('claimant.profile.zipCode')}
            autoComplete="postal-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
            required
            fullWidth
          />
        </Stack>
        <Box>
          <LoadingButton
            type="submit"
            variant="contained"
            size="large"
            loading={isSubmitting}
            loadingLabel={t('claimant.profile.saving')}
          >
            {t('claimant.profile.save')}
          </LoadingButton>
        </Box>
      </Stack>
    </Box>
  );
};
