import { useMemo, useState } from 'react';
import { Alert, Box, Divider, FormControlLabel, Paper, Stack, Switch, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useController, useForm } from 'react-hook-form';
import { useNotify } from 'react-admin';
import { MESSAGES, companyEditSchema, premiumToggleRefusal } from '@casebridge/domain';
import type {
  Address,
  Company,
  CompanyEditInput,
  CompanyEditValues,
  Subscription,
  SubscriptionCart,
} from '@casebridge/domain';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { apiFailure, showServerErrors } from '../../shared/serverErrors.ts';
import { AddressPremiumCart } from './AddressPremiumCart.tsx';
import { usePriceAddressChanges, useUpdateCompany } from './api.ts';
import { CompanyAddressesField } from './CompanyAddressesField.tsx';
import { CompanyKeywordsField } from './CompanyKeywordsField.tsx';
import { CompanyProfileFields } from './CompanyProfileFields.tsx';
import { myCompanyDefaults, premiumPreview } from './myCompanyForm.ts';

const FIELDS = [
  'name',
  'taxId',
  'phoneNumber',
  'website',
  'mission',
  'location',
  'licenseNumber',
  'npiNumber',
  'identifierType',
  'noLicenseOrNpi',
  'keywords',
  'addresses',
] as const;

/** The facility's directory visibility (VALIDATED companies only; SPEC.md 4). */
const DirectoryVisibility = ({ enabled }: { enabled: boolean }) => {
  const { field } = useController<CompanyEditInput, 'addressDirectory'>({ name: 'addressDirectory' });
  return (
    <FormControlLabel
      label="Show the facility in the directory"
      control={
        <Switch
          checked={field.value !== false}
          onChange={(event) => field.onChange(event.target.checked)}
          disabled={!enabled}
        />
      }
    />
  );
};

interface Props {
  company: Company;
  subscription: Subscription | null;
  addresses: readonly Address[];
  onSaved: () => void;
}

/**
 * The company form of /my-company (SPEC.md 5 "Company form (edit)", companyEditSchema) with the company's
 * addresses. Saving sends PUT /companies/{id} (then the logo); when the premium toggles change what the
 * subscription bills, the cart (PUT /subscriptions/{id}/summary) is shown first and saving waits for the
 * confirmation.
 */
export const MyCompanyForm = ({ company, subscription, addresses, onSaved }: Props) => {
  const notify = useNotify();
  const updateCompany = useUpdateCompany(company.id);
  const price = usePriceAddressChanges(subscription?.id ?? null);
  const facility = company.type === 'FACILITY';
  const [logo, setLogo] = useState<File | null>(null);
  const [pending, setPending] = useState<{ values: CompanyEditValues; cart: SubscriptionCart } | null>(null);
  const [cartError, setCartError] = useState<string | null>(null);
  const resolver = useMemo(() => zodResolver(companyEditSchema(company.type)), [company.type]);
  const methods = useForm<CompanyEditInput, unknown, CompanyEditValues>({
    resolver,
    mode: 'onChange',
    defaultValues: myCompanyDefaults(company, addresses),
  });
  const { handleSubmit, setError, formState } = methods;

  const save = async (values: CompanyEditValues) => {
    try {
      await updateCompany.mutateAsync({ values, logo });
      notify(MESSAGES.companyProfileSaved, { type: 'success' });
      setPending(null);
      onSaved();
    } catch (error) {
      if (pending) setCartError(apiFailure(error).message);
      else showServerErrors(error, setError, FIELDS);
    }
  };

  const submit = handleSubmit(async (values) => {
    const preview = premiumPreview(addresses, values.addresses ?? []);
    if (!preview.billed || !subscription) return save(values);
    try {
      const cart = await price.mutateAsync(preview.counts);
      setCartError(null);
      setPending({ values, cart });
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <FormProvider {...methods}>
      <Paper
        component="form"
        variant="outlined"
        noValidate
        aria-label="Company profile"
        sx={{ p: { xs: 2, md: 3 } }}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack spacing={2.5}>
          {formState.errors.root?.message && <Alert severity="error">{formState.errors.root.message}</Alert>}
          <Typography variant="h6" component="h2">
            Company profile
          </Typography>
          {/* Keywords stay editable once the profile is complete (the banner's modal is gone then). */}
          <CompanyProfileFields picture={company.picture} onLogo={setLogo} facility={facility}>
            <CompanyKeywordsField />
          </CompanyProfileFields>
          {facility && <DirectoryVisibility enabled={company.status === 'VALIDATED'} />}
          <Divider />
          <CompanyAddressesField
            companyId={company.id}
            saved={addresses}
            locationId={company.location?.id ?? null}
            premiumRefusal={premiumToggleRefusal(subscription)}
          />
          <Box>
            <LoadingButton
              type="submit"
              variant="contained"
              loading={formState.isSubmitting || updateCompany.isPending}
              disabled={!formState.isValid}
            >
              Save changes
            </LoadingButton>
          </Box>
        </Stack>
      </Paper>
      {pending && subscription && (
        <AddressPremiumCart
          cart={pending.cart}
          billingType={subscription.billingType}
          saving={updateCompany.isPending}
          error={cartError}
          onConfirm={() => void save(pending.values)}
          onClose={() => setPending(null)}
        />
      )}
    </FormProvider>
  );
};
