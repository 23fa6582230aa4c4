import { useMemo, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useNotify } from 'react-admin';
import { MESSAGES, companyEditSchema, formatPhone } from '@casebridge/domain';
import type { Company, CompanyEditInput, CompanyEditValues } from '@casebridge/domain';
import { showServerErrors } from '../../shared/serverErrors.ts';
import { useUpdateCompany } from './api.ts';
import { CompanyProfileFields } from './CompanyProfileFields.tsx';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { CompanyKeywordsField } from './CompanyKeywordsField.tsx';

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
] as const;

function defaults(company: Company): CompanyEditInput {
  const facility = company.type === 'FACILITY';
  return {
    name: company.name,
    taxId: company.taxId ?? '',
    phoneNumber: formatPhone(company.phoneNumber),
    website: company.website ?? '',
    mission: company.mission ?? '',
    location: company.location ?? undefined,
    keywords: company.keywords ?? '',
    ...(facility && {
      licenseNumber: company.licenseNumber ?? '',
      npiNumber: company.npiNumber ?? '',
      identifierType: company.npiNumber && !company.licenseNumber ? 'NPI' : 'LICENSE',
      noLicenseOrNpi: !company.licenseNumber && !company.npiNumber,
    }),
  };
}

/**
 * The company edit modal (SPEC.md 2.6; 'Company form (edit)' of section 5, companyEditSchema):
 * PUT /companies/{id}, then the logo (PUT /companies/{id}/picture) when one was chosen.
 */
export const CompanyEditModal = ({
  company,
  onClose,
  onSaved,
}: {
  company: Company;
  onClose: () => void;
  onSaved: () => void;
}) => {
  const updateCompany = useUpdateCompany(company.id);
  const notify = useNotify();
  const facility = company.type === 'FACILITY';
  const [logo, setLogo] = useState<File | null>(null);
  const resolver = useMemo(() => zodResolver(companyEditSchema(company.type)), [company.type]);
  const methods = useForm<CompanyEditInput, unknown, CompanyEditValues>({
    resolver,
    mode: 'onChange',
    defaultValues: defaults(company),
  });
  const { handleSubmit, setError, formState } = methods;

  const save = handleSubmit(async (values) => {
    try {
      await updateCompany.mutateAsync({ values, logo });
      notify(MESSAGES.companyProfileSaved, { type: 'success' });
      onSaved();
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="company-edit-title" maxWidth="sm" fullWidth>
      <FormProvider {...methods}>
        <form
          noValidate
          aria-label="Company profile"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <DialogTitle id="company-edit-title">Company profile</DialogTitle>
          <DialogContent dividers>
            <Stack spacing={2}>
              {formState.errors.root?.message && (
                <Alert severity="error">{formState.errors.root.message}</Alert>
              )}
              <CompanyProfileFields picture={company.picture} onLogo={setLogo} facility={facility}>
                <CompanyKeywordsField />
              </CompanyProfileFields>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <LoadingButton
              type="submit"
              variant="contained"
              loading={formState.isSubmitting}
              disabled={!formState.isValid}
            >
              Save
            </LoadingButton>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
};
