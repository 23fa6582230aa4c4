import { Stack, Typography } from '@mui/material';
import { DataTable, List, ReferenceInput, AutocompleteInput, SearchInput } from 'react-admin';
import type { SalesAssignmentEntry } from '@casebridge/domain';
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
      <DataTable<SalesAssignmentEntry>
        rowClick={(_, __, record) => `/registries/${record.companyId}/show`}
        bulkActionButtons={false}
      >
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
