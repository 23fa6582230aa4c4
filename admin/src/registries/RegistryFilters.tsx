import { SearchInput, SelectArrayInput } from 'react-admin';
import { companyStatusChoices, companyTypeChoices, subscriptionTypeChoices } from './choices.ts';

/**
 * Registry filters, sent to GET /api/companies as filter={"q":..,"type":[..],"status":[..],"subscriptionType":[..]}.
 * Choices come from the domain enums so the labels match the rest of the product.
 */
export const registryFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectArrayInput key="type" source="type" label="Type" choices={companyTypeChoices} alwaysOn />,
  <SelectArrayInput key="status" source="status" label="Status" choices={companyStatusChoices} alwaysOn />,
  <SelectArrayInput
    key="subscriptionType"
    source="subscriptionType"
    label="Plan"
    choices={subscriptionTypeChoices}
    alwaysOn
  />,
];
