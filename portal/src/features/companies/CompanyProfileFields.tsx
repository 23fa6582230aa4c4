import type { ReactNode } from 'react';
import { Stack } from '@mui/material';
import { formatPhone } from '@casebridge/domain';
import { AddressInput, TextInput } from '../../shared/formFields.tsx';
import { FacilityIdentifierFields } from './FacilityIdentifierFields.tsx';
import { LogoInput } from './LogoInput.tsx';
import { MissionInput } from './MissionInput.tsx';

interface CompanyProfileFieldsProps {
  picture: string | null;
  onLogo: (logo: File | null) => void;
  facility: boolean;
  /** Fields between the mission and the address (the modal's keywords). */
  children?: ReactNode;
}

/**
 * The company form's fields of SPEC.md 5 "Company form (edit)" (logo, name, tax id, phone mask, website, mission
 * with its counter, the address, a facility's License or NPI), shared by the company edit modal and My Company.
 */
export function CompanyProfileFields({ picture, onLogo, facility, children }: CompanyProfileFieldsProps) {
  return (
    <>
      <LogoInput picture={picture} onChange={onLogo} />
      <TextInput name="name" label="Company name" required />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="taxId" label="Tax id" />
        <TextInput
          name="phoneNumber"
          label="Phone number"
          transform={formatPhone}
          helperText="(###) ###-####"
        />
      </Stack>
      <TextInput name="website" label="Website" />
      <MissionInput />
      {children}
      <AddressInput label={facility ? 'Directory address' : 'Company address'} required={facility} />
      {facility && <FacilityIdentifierFields />}
    </>
  );
}
