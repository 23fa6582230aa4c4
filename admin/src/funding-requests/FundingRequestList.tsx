import { AutocompleteInput, DataTable, List, ReferenceField, ReferenceInput, SelectInput } from 'react-admin';
import {
  FUNDING_REQUEST_FOR_LABELS,
  FUNDING_STATUS_LABELS,
  FUNDING_TYPE_LABELS,
  type FundingRequestView,
} from '@casebridge/domain';
import { longDate } from '../common/dates.ts';
import { CardsOnPhone } from '../common/CardsOnPhone.tsx';
import { RecordLink } from '../common/datatable/RecordLink.tsx';
import { FundingStatusTabs } from './FundingStatusTabs.tsx';
import { fundingTypeChoices, money, requestForChoices } from './fundingChoices.ts';

const filters = [
  <SelectInput key="type" source="type" label="Type" choices={fundingTypeChoices} alwaysOn />,
  <SelectInput
    key="requestFor"
    source="requestFor"
    label="Requested for"
    choices={requestForChoices}
    alwaysOn
  />,
  <ReferenceInput key="factoringCompanyId" source="factoringCompanyId" reference="factoring" alwaysOn>
    <AutocompleteInput label="Factoring company" optionText="name" sx={{ minWidth: 240 }} />
  </ReferenceInput>,
];

const Column = DataTable.Col<FundingRequestView>;

/** A card's second line: status, type, requested-for, the law firm and the factoring company. */
const summary = (r: FundingRequestView) =>
  [
    FUNDING_STATUS_LABELS[r.status],
    FUNDING_TYPE_LABELS[r.type],
    FUNDING_REQUEST_FOR_LABELS[r.requestFor],
    r.attorneyCompanyName,
    r.factoringCompanyName,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * Funding oversight: every funding request, by status tab, type, requested-for and factoring company; a row
 * opens the request, its case's folio the case.
 */
export const FundingRequestList = () => (
  <List<FundingRequestView>
    filters={filters}
    sort={{ field: 'updatedAt', order: 'DESC' }}
    perPage={25}
    exporter={false}
  >
    <FundingStatusTabs />
    {/* A card opens the request (whose page links the case): a link to the case inside it would nest links. */}
    <CardsOnPhone<FundingRequestView>
      rowClick="show"
      primaryText={(r) => r.caseFolio}
      secondaryText={summary}
      tertiaryText={(r) => money.format(r.amount)}
    >
      <DataTable<FundingRequestView> rowClick="show" bulkActionButtons={false}>
        <Column
          source="caseFolio"
          label="Case"
          disableSort
          render={(r) => (
            // The case's folio (never its internal id), opening the case's read-only page.
            <RecordLink resource="cases" id={r.caseId} type="show">
              {r.caseFolio}
            </RecordLink>
          )}
        />
        <Column
          source="attorneyCompanyId"
          label="Law firm"
          render={(r) => (
            <ReferenceField record={r} source="attorneyCompanyId" reference="registries" link="show" />
          )}
          disableSort
        />
        <Column
          source="factoringCompanyId"
          label="Factoring company"
          render={(r) => (
            <ReferenceField record={r} source="factoringCompanyId" reference="factoring" link="edit" />
          )}
          disableSort
        />
        <Column source="type" label="Type" render={(r) => FUNDING_TYPE_LABELS[r.type]} />
        <Column
          source="requestFor"
          label="Requested for"
          render={(r) => FUNDING_REQUEST_FOR_LABELS[r.requestFor]}
        />
        <Column source="status" label="Status" render={(r) => FUNDING_STATUS_LABELS[r.status]} />
        <Column source="amount" label="Amount" align="right" render={(r) => money.format(r.amount)} />
        <Column source="updatedAt" label="Updated" render={(r) => longDate(r.updatedAt)} />
      </DataTable>
    </CardsOnPhone>
  </List>
);
