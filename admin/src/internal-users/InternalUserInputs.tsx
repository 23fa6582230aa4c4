import { SelectInput, TextInput } from 'react-admin';
import { INTERNAL_ROLES, INTERNAL_ROLE_LABELS } from '@casebridge/domain';
import { choicesOf } from '../registries/choices.ts';

const roleChoices = choicesOf(INTERNAL_ROLES, INTERNAL_ROLE_LABELS);
const positionChoices = [{ id: 'SALES_REPRESENTATIVE', name: 'Sales representative' }];

/** Name, e-mail, role and position of an internal user (validated by internalUserSchema). */
export const InternalUserInputs = () => (
  <>
    <TextInput source="name" label="First name" isRequired />
    <TextInput source="lastName" label="Last name" isRequired />
    <TextInput source="email" label="E-mail" isRequired />
    <SelectInput source="userType" label="Role" choices={roleChoices} isRequired />
    <SelectInput source="position" label="Position" choices={positionChoices} emptyText="None" />
  </>
);
