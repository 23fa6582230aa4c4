import { CreateButton, DataTable, List, SearchInput, SelectArrayInput, TopToolbar } from 'react-admin';
import {
  FACTORING_SERVICES,
  FACTORING_SERVICE_LABELS,
  FUNDING_TYPE_LABELS,
  can,
  type FactoringCompany,
} from '@casebridge/domain';
import { CardsOnPhone } from '../common/CardsOnPhone.tsx';
import { RecordLink } from '../common/datatable/RecordLink.tsx';
import { money } from '../funding-requests/fundingChoices.ts';
import { useActor } from '../layout/useActor.ts';
import { choicesOf, stateChoices } from '../registries/choices.ts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectArrayInput
    key="services"
    source="services"
    label="Services"
    choices={choicesOf(FACTORING_SERVICES, FACTORING_SERVICE_LABELS)}
    alwaysOn
  />,
  <SelectArrayInput key="stateCodes" source="stateCodes" label="States" choices={stateChoices} />,
];

const Actions = () => {
  const { actor } = useActor();
  return <TopToolbar>{actor && can(actor, 'factoring.manage') ? <CreateButton /> : null}</TopToolbar>;
};

const Column = DataTable.Col<FactoringCompany>;
const servicesText = (r: FactoringCompany) => r.services.map((s) => FACTORING_SERVICE_LABELS[s]).join(', ');
const limitsText = (r: FactoringCompany) =>
  `${money.format(r.minRequestAmount)} - ${money.format(r.maxRequestAmount)}`;

/** Factoring companies with their services, request types and limits; a row opens /factoring/{id}. */
export const FactoringList = () => (
  <List<FactoringCompany>
    filters={filters}
    actions={<Actions />}
    sort={{ field: 'name', order: 'ASC' }}
    exporter={false}
  >
    <CardsOnPhone<FactoringCompany>
      rowClick="edit"
      primaryText={(r) => r.name}
      secondaryText={(r) => [r.email, servicesText(r), limitsText(r)].filter(Boolean).join(' · ')}
    >
      <DataTable<FactoringCompany> rowClick="edit" bulkActionButtons={false}>
        <Column
          source="name"
          label="Name"
          render={(r) => (
            <RecordLink resource="factoring" id={r.id} type="edit">
              {r.name}
            </RecordLink>
          )}
        />
        <Column source="email" label="E-mail" />
        <Column source="services" label="Services" disableSort render={servicesText} />
        <Column
          source="requestTypes"
          label="Request types"
          disableSort
          render={(r) => r.requestTypes.map((t) => FUNDING_TYPE_LABELS[t]).join(', ')}
        />
        <Column source="minRequestAmount" label="Limits" render={limitsText} />
        <Column source="stateCodes" label="States" disableSort render={(r) => String(r.stateCodes.length)} />
      </DataTable>
    </CardsOnPhone>
  </List>
);
