import { Stack, Typography } from '@mui/material';
import {
  AutocompleteInput,
  DataTable,
  List,
  ReferenceInput,
  SearchInput,
  type RowClickFunction,
} from 'react-admin';
import type { SalesAssignmentEntry } from '@casebridge/domain';
import { CardsOnPhone } from '../common/CardsOnPhone.tsx';
import { longDate } from '../common/dates.ts';
import { RecordLink } from '../common/datatable/RecordLink.tsx';

const repFilter = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput
    key="rep"
    source="salesRepresentativeId"
    reference="internal-users"
    filter={{ position: 'SALES_REPRESENTATIVE' }}
    alwaysOn
  >
    <AutocompleteInput
      label="Sales representative"
      optionText={(u: { name: string; lastName: string }) => `${u.name} ${u.lastName}`}
      sx={{ minWidth: 240 }}
    />
  </ReferenceInput>,
];

const Column = DataTable.Col<SalesAssignmentEntry>;
/** An assignment opens its company's record (the row's id is the assignment's). */
const openCompany: RowClickFunction = (_id, _resource, record) =>
  `/registries/${(record as SalesAssignmentEntry).companyId}/show`;

const Assignments = ({
  resource,
  title,
  historical,
}: {
  resource: string;
  title: string;
  historical: boolean;
}) => (
  <div>
    <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
      {title}
    </Typography>
    <List<SalesAssignmentEntry>
      resource={resource}
      disableSyncWithLocation
      filters={repFilter}
      sort={{ field: historical ? 'endDate' : 'startDate', order: 'DESC' }}
      perPage={10}
      exporter={false}
      title={false}
      actions={false}
      storeKey={resource}
    >
      <CardsOnPhone<SalesAssignmentEntry>
        rowClick={openCompany}
        primaryText={(a) => a.companyName}
        secondaryText={(a) => a.salesRepresentativeName}
        tertiaryText={(a) =>
          historical ? `${longDate(a.startDate)} – ${longDate(a.endDate)}` : `From ${longDate(a.startDate)}`
        }
      >
        <DataTable<SalesAssignmentEntry> rowClick={openCompany} bulkActionButtons={false}>
          <Column source="salesRepresentativeName" label="Sales representative" />
          <Column
            source="companyName"
            label="Company"
            render={(a) => (
              <RecordLink resource="registries" id={a.companyId} type="show">
                {a.companyName}
              </RecordLink>
            )}
          />
          <Column source="startDate" label="From" render={(a) => longDate(a.startDate)} />
          {historical ? <Column source="endDate" label="To" render={(a) => longDate(a.endDate)} /> : null}
        </DataTable>
      </CardsOnPhone>
    </List>
  </div>
);

/** The current and historical sales-representative assignments (GET /internal-users/sales-representatives[/historical]). */
export const SalesRepLists = () => (
  <Stack spacing={2}>
    <Assignments resource="sales-assignments" title="Current assignments" historical={false} />
    <Assignments resource="sales-assignments-history" title="Historical assignments" historical />
  </Stack>
);
