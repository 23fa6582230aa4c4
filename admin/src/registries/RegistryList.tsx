import { DataTable, List, TextField } from 'react-admin';
import { COMPANY_TYPE_LABELS, SUBSCRIPTION_TYPE_LABELS, type Company } from '@casebridge/domain';
import { CompanyStatusChip } from './fields/CompanyStatusChip.tsx';
import { PhoneText } from './fields/PhoneText.tsx';
import { LocationText } from './fields/LocationText.tsx';
import { registryFilters } from './RegistryFilters.tsx';
import { StatusTabs } from './StatusTabs.tsx';
import { longDate } from '../common/dates.ts';

export const REGISTRY_PER_PAGE = 25;

const Column = DataTable.Col<Company>;
const noWrap = { whiteSpace: 'nowrap' } as const;

/** The company registry: every company of the network, filterable and sortable; a row opens its record. */
export const RegistryList = () => (
  <List<Company>
    filters={registryFilters}
    sort={{ field: 'updatedAt', order: 'DESC' }}
    perPage={REGISTRY_PER_PAGE}
    exporter={false}
  >
    <StatusTabs />
    <DataTable<Company> rowClick="show" bulkActionButtons={false}>
      <Column source="name" label="Name" field={TextField} />
      <Column source="type" label="Type" render={(record) => COMPANY_TYPE_LABELS[record.type]} />
      <Column
        source="status"
        sx={noWrap}
        label="Status"
        render={(record) => <CompanyStatusChip status={record.status} />}
      />
      <Column
        source="subscriptionType"
        sx={noWrap}
        label="Plan"
        render={(record) => SUBSCRIPTION_TYPE_LABELS[record.subscriptionType]}
      />
      <Column source="email" label="Email" />
      <Column
        source="phoneNumber"
        sx={noWrap}
        label="Phone"
        render={(record) => <PhoneText value={record.phoneNumber} />}
      />
      <Column
        source="location.city"
        label="Location"
        render={(record) => <LocationText location={record.location} />}
      />
      <Column
        source="createdAt"
        sx={noWrap}
        label="Created"
        render={(record) => longDate(record.createdAt)}
      />
    </DataTable>
  </List>
);
