import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useNotify } from 'react-admin';
import {
  ATTORNEY_SPECIALTIES,
  HEALTH_PROVIDER_SPECIALTIES,
  PROFILE_MESSAGES,
  professionalProfileSchema,
} from '@casebridge/domain';
import type {
  BillingType,
  CompanyType,
  License,
  ProfessionalProfileInput,
  ProfessionalProfileValues,
  SubscriptionCart,
} from '@casebridge/domain';
import { FormDialog } from '../../shared/FormDialog.tsx';
import { LoadFailure } from '../../shared/LoadFailure.tsx';
import { SelectInput, TextInput } from '../../shared/formFields.tsx';
import { apiFailure, showServerErrors } from '../../shared/serverErrors.ts';
import { AddressPremiumCart } from './AddressPremiumCart.tsx';
import { ProfileAddressChoices } from './ProfileAddressChoices.tsx';
import { useAddProfile, useCompanyAddresses, usePriceAddressChanges } from './api.ts';

const FIELDS = ['name', 'lastName', 'specialtyId', 'licenseNumber', 'credentials', 'addressIds'] as const;

/**
 * Adds a licensed professional profile (POST /companies/{id}/licenses), active, at the company's addresses
 * chosen in the form (addressIds). When the plan's included
 * profiles are used up (`paid`), the cart of one more extra profile (PUT /subscriptions/{id}/summary,
 * newAditionalProfiles: 1) is shown first and confirming it adds the profile (the card on file pays).
 */
export const AddProfileDialog = ({
  companyId,
  companyType,
  subscriptionId,
  billingType,
  paid,
  profiles,
  onClose,
}: {
  companyId: string;
  companyType: CompanyType;
  subscriptionId: string | null;
  billingType: BillingType;
  paid: boolean;
  /** The company's profiles, to name an address's current profile. */
  profiles: readonly License[];
  onClose: () => void;
}) => {
  const notify = useNotify();
  const add = useAddProfile(companyId);
  const price = usePriceAddressChanges(subscriptionId);
  const addresses = useCompanyAddresses(companyId);
  const [pending, setPending] = useState<{
    values: ProfessionalProfileValues;
    cart: SubscriptionCart;
  } | null>(null);
  const form = useForm<ProfessionalProfileInput, unknown, ProfessionalProfileValues>({
    resolver: zodResolver(professionalProfileSchema),
    defaultValues: {
      name: '',
      lastName: '',
      specialtyId: '',
      licenseNumber: '',
      credentials: '',
      addressIds: [],
    },
  });
  const specialties = companyType === 'ATTORNEY' ? ATTORNEY_SPECIALTIES : HEALTH_PROVIDER_SPECIALTIES;

  const save = async (values: ProfessionalProfileValues) => {
    try {
      await add.mutateAsync(values);
      notify(PROFILE_MESSAGES.added, { type: 'success' });
      onClose();
    } catch (error) {
      setPending(null);
      showServerErrors(error, form.setError, FIELDS);
    }
  };
  const onSubmit = form.handleSubmit(async (values) => {
    if (!paid) return save(values);
    try {
      const cart = await price.mutateAsync({ newAditionalProfiles: 1 });
      setPending({ values, cart });
    } catch (error) {
      showServerErrors(error, form.setError, FIELDS);
    }
  });

  return (
    <>
      <FormDialog
        titleId="add-profile-title"
        title="Add a professional profile"
        form={form}
        onSubmit={onSubmit}
        onClose={onClose}
        submitLabel={paid ? 'Continue' : 'Add profile'}
        pending={add.isPending || price.isPending}
      >
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextInput name="name" label="First name" required />
            <TextInput name="lastName" label="Last name" required />
          </Stack>
          <SelectInput name="specialtyId" label="Specialty" options={specialties} required />
          <TextInput name="licenseNumber" label="Professional license #" required />
          <TextInput name="credentials" label="Credentials (e.g. Esq., MD)" />
          {addresses.isError ? (
            <LoadFailure error={addresses.error} onRetry={() => addresses.refetch()} />
          ) : (
            <Controller
              name="addressIds"
              control={form.control}
              render={({ field }) => (
                <ProfileAddressChoices
                  addresses={addresses.data}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  profiles={profiles}
                  licenseId={null}
                />
              )}
            />
          )}
        </Stack>
      </FormDialog>
      {pending && (
        <AddressPremiumCart
          title={PROFILE_MESSAGES.cartTitle}
          cart={pending.cart}
          billingType={billingType}
          saving={add.isPending}
          error={add.error ? apiFailure(add.error).message : null}
          onConfirm={() => void save(pending.values)}
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
};
