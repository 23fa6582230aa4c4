import { Stack } from '@mui/material';
import {
  AutocompleteArrayInput,
  CheckboxGroupInput,
  FileField,
  FileInput,
  ImageField,
  ImageInput,
  NumberInput,
  TextInput,
} from 'react-admin';
import {
  FACTORING_SERVICES,
  FACTORING_SERVICE_LABELS,
  FUNDING_TYPES,
  FUNDING_TYPE_LABELS,
} from '@casebridge/domain';
import { choicesOf, stateChoices } from '../registries/choices.ts';

const serviceChoices = choicesOf(FACTORING_SERVICES, FACTORING_SERVICE_LABELS);
const requestTypeChoices = choicesOf(FUNDING_TYPES, FUNDING_TYPE_LABELS);

/** The fields of a factoring company, shared by create and edit (validated by factoringCompanySchema). */
export const FactoringInputs = () => (
  <Stack sx={{ width: '100%', maxWidth: 720 }}>
    <TextInput source="name" label="Name" isRequired />
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextInput source="email" label="E-mail" isRequired />
      <TextInput source="phoneNumber" label="Phone" />
      <TextInput source="website" label="Website" />
    </Stack>
    <CheckboxGroupInput source="services" label="Services offered" choices={serviceChoices} />
    <AutocompleteArrayInput source="stateCodes" label="States served" choices={stateChoices} />
    <CheckboxGroupInput source="requestTypes" label="Request types" choices={requestTypeChoices} />
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <NumberInput source="minRequestAmount" label="Minimum request ($)" min={0} />
      <NumberInput source="maxRequestAmount" label="Maximum request ($)" min={0} />
    </Stack>
    <ImageInput
      source="logo"
      label="Logo (png or jpg)"
      accept={{ 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] }}
      inputProps={{ 'aria-label': 'Logo (png or jpg)' }}
    >
      <ImageField source="src" title="title" />
    </ImageInput>
    <FileInput
      source="documents"
      label="Documents (up to 5)"
      multiple
      options={{ maxFiles: 5 }}
      // The drop zone's file input is not tied to the label above it: name it for screen readers.
      inputProps={{ 'aria-label': 'Documents (up to 5)' }}
    >
      <FileField source="src" title="title" />
    </FileInput>
  </Stack>
);
