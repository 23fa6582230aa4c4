import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceInput,
  SearchInput,
  SelectArrayInput,
} from 'react-admin';
import {
  billingTypeChoices,
  companyStatusChoices,
  companyTypeChoices,
  stateChoices,
  subscriptionTypeChoices,
} from './choices.ts';

/** Only internal users holding the sales-representative position. */
const SALES_REPS = { position: 'SALES_REPRESENTATIVE' };
const repName = (user: { name: string; lastName: string }) => `${user.name} ${user.lastName}`;

/**
 * Registry filters, sent to GET /api/subscriptions/ as filter={...}: search, company type, status, plan,
 * billing, state and sales representative
 * (trials ending are filtered from the list's aside). Choices come from the domain enums.
 */
export const registryFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectArrayInput
    key="companyType"
    source="companyType"
    label="Type"
    choices={companyTypeChoices}
    alwaysOn
  />,
  <SelectArrayInput key="status" source="status" label="Status" choices={companyStatusChoices} alwaysOn />,
  <SelectArrayInput
    key="subscriptionType"
    source="subscriptionType"
    label="Plan"
    choices={subscriptionTypeChoices}
    alwaysOn
  />,
  <SelectArrayInput key="billingType" source="billingType" label="Billing" choices={billingTypeChoices} />,
  <AutocompleteArrayInput key="state" source="state" label="State" choices={stateChoices} />,
  <ReferenceInput
    key="salesRepresentativeId"
    source="salesRepresentativeId"
    reference="internal-users"
    filter={SALES_REPS}
    sort={{ field: 'lastName', order: 'ASC' }}
  >
    <AutocompleteInput label="Sales representative" optionText={repName} />
  </ReferenceInput>,
];
