import { useMemo } from 'react';
import { Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import {
  FACILITY_TYPES,
  FACILITY_TYPE_OTHER_ID,
  activationFacilitySchema,
  withDuplicateAddressCheck,
} from '@casebridge/domain';
import type { ActivationFacilityInput, ActivationFacilityValues } from '@casebridge/domain';
import type { AccountResponse } from '@casebridge/domain/client';
import { useCatalog } from '../../shared/api.ts';
import { FacilityIdentifierFields } from '../companies/index.ts';
import { ActivationFormShell } from './ActivationFormShell.tsx';
import { AddressInput, BillingChoiceInput, SelectInput, TextInput } from '../../shared/formFields.tsx';
import { showServerErrors } from '../../shared/serverErrors.ts';
import { useCompanyAddresses, useCompleteAccount } from './api.ts';

const FIELDS = [
  'companyName',
  'location',
  'suite',
  'facilityType',
  'facilityTypeOther',
  'licenseNumber',
  'npiNumber',
  'identifierType',
  'noLicenseOrNpi',
  'billingType',
] as const;

export interface ActivationFormProps {
  account: AccountResponse;
  onSaved: () => void;
}

/** 'Activate your account' for a facility (activationFacilitySchema): POST /account/complete/facility. */
export const FacilityActivationForm = ({ account, onSaved }: ActivationFormProps) => {
  const completeAccount = useCompleteAccount();
  const company = account.company!;
  const types = useCatalog('facility-types', FACILITY_TYPES);
  const existing = useCompanyAddresses(company.id);
  const resolver = useMemo(
    () => zodResolver(withDuplicateAddressCheck(activationFacilitySchema, existing)),
    [existing],
  );
  const methods = useForm<ActivationFacilityInput, unknown, ActivationFacilityValues>({
    resolver,
    mode: 'onChange',
    defaultValues: {
      companyName: company.name,
      suite: '',
      facilityType: '',
      facilityTypeOther: '',
      identifierType: 'LICENSE',
      licenseNumber: '',
      npiNumber: '',
      noLicenseOrNpi: false,
      billingType: account.subscription?.billingType ?? company.billingChoice ?? undefined,
    },
  });
  const { control, handleSubmit, setError, formState } = methods;
  const facilityType = useWatch({ control, name: 'facilityType' });

  const save = handleSubmit(async (values) => {
    try {
      await completeAccount.mutateAsync({ type: 'FACILITY', payload: values });
      onSaved();
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <FormProvider {...methods}>
      <ActivationFormShell
        onSubmit={() => void save()}
        rootError={formState.errors.root?.message}
        canSave={formState.isValid}
        saving={formState.isSubmitting}
      >
        <TextInput name="companyName" label="Company name" required />
        <AddressInput required />
        <TextInput name="suite" label="Suite" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <SelectInput name="facilityType" label="Facility type" options={types} required />
          {facilityType === FACILITY_TYPE_OTHER_ID && (
            <TextInput name="facilityTypeOther" label="Other facility type" required />
          )}
        </Stack>
        <FacilityIdentifierFields />
        <BillingChoiceInput />
      </ActivationFormShell>
    </FormProvider>
  );
};
