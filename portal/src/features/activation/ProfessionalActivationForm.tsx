import { useEffect, useMemo } from 'react';
import { Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import {
  ATTORNEY_SPECIALTIES,
  HEALTH_PROVIDER_SPECIALTIES,
  activationProfessionalSchema,
  withDuplicateAddressCheck,
} from '@casebridge/domain';
import type { ActivationProfessionalInput, ActivationProfessionalValues } from '@casebridge/domain';
import { useCatalog } from '../../shared/api.ts';
import { ActivationFormShell } from './ActivationFormShell.tsx';
import type { ActivationFormProps } from './FacilityActivationForm.tsx';
import { AddressInput, BillingChoiceInput, SelectInput, TextInput } from '../../shared/formFields.tsx';
import { showServerErrors } from '../../shared/serverErrors.ts';
import { useCompanyAddresses, useCompleteAccount } from './api.ts';
import { useNamedMember } from './useNamedMember.ts';

const FIELDS = [
  'companyName',
  'location',
  'suite',
  'name',
  'lastName',
  'specialtyId',
  'professionalLicenseNumber',
  'profileId',
  'billingType',
] as const;

const READ_ONLY_HINT = 'From your account';

/**
 * 'Activate your account' for an attorney or a health provider (activationProfessionalSchema): POST
 * /account/complete/attorney or /health-provider. The names are read-only when the company has a
 * non-support member (the licensed profile takes that member's names).
 */
export const ProfessionalActivationForm = ({ account, onSaved }: ActivationFormProps) => {
  const completeAccount = useCompleteAccount();
  const company = account.company!;
  const attorney = company.type === 'ATTORNEY';
  const specialties = useCatalog(
    attorney ? 'specialties/attorneys' : 'specialties/health-providers',
    attorney ? ATTORNEY_SPECIALTIES : HEALTH_PROVIDER_SPECIALTIES,
  );
  const member = useNamedMember(company.id, account.user);
  const existing = useCompanyAddresses(company.id);
  const resolver = useMemo(
    () => zodResolver(withDuplicateAddressCheck(activationProfessionalSchema, existing)),
    [existing],
  );
  const methods = useForm<ActivationProfessionalInput, unknown, ActivationProfessionalValues>({
    resolver,
    mode: 'onChange',
    defaultValues: {
      companyName: company.name,
      suite: '',
      name: member?.name ?? '',
      lastName: member?.lastName ?? '',
      specialtyId: account.user.specialtyId ?? '',
      professionalLicenseNumber: account.user.licenseNumber ?? '',
      profileId: null,
      billingType: account.subscription?.billingType ?? company.billingChoice ?? undefined,
    },
  });
  const { handleSubmit, setError, setValue, formState } = methods;

  // A member found after the first render fills the (read-only) names.
  useEffect(() => {
    if (!member) return;
    setValue('name', member.name, { shouldValidate: true });
    setValue('lastName', member.lastName, { shouldValidate: true });
  }, [member, setValue]);

  const save = handleSubmit(async (values) => {
    try {
      const type = attorney ? 'ATTORNEY' : 'HEALTH_PROVIDER';
      await completeAccount.mutateAsync({ type, payload: values });
      onSaved();
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  });

  const readOnly = Boolean(member);
  return (
    <FormProvider {...methods}>
      <ActivationFormShell
        onSubmit={() => void save()}
        rootError={formState.errors.root?.message}
        canSave={formState.isValid && member !== undefined}
        saving={formState.isSubmitting}
      >
        <TextInput name="companyName" label="Company name" required />
        <AddressInput required />
        <TextInput name="suite" label="Suite" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput
            name="name"
            label="First name"
            required
            readOnly={readOnly}
            helperText={readOnly ? READ_ONLY_HINT : undefined}
          />
          <TextInput
            name="lastName"
            label="Last name"
            required
            readOnly={readOnly}
            helperText={readOnly ? READ_ONLY_HINT : undefined}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <SelectInput name="specialtyId" label="Specialty" options={specialties} required />
          <TextInput name="professionalLicenseNumber" label="Professional license #" required />
        </Stack>
        <BillingChoiceInput />
      </ActivationFormShell>
    </FormProvider>
  );
};
