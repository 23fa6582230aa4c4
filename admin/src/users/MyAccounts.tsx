import { Alert } from '@mui/material';
import { DataTable, List, useGetIdentity } from 'react-admin';
import { SUBSCRIPTION_TYPE_LABELS, type RegistryEntry } from '@casebridge/domain';
import { REGISTRY_ENTRIES } from '@casebridge/domain/client';
import { longDate } from '../common/dates.ts';
import { RecordLink } from '../common/datatable/RecordLink.tsx';
import { CompanyStatusChip } from '../registries/fields/CompanyStatusChip.tsx';

const Column = DataTable.Col<RegistryEntry>;

/** "My accounts": the companies assigned to the signed-in sales representative. */
export const MyAccounts = () => {
  const { identity, isPending } = useGetIdentity();
  if (isPending) return null;
  if (!identity) return <Alert severity="error">Your identity could not be loaded.</Alert>;
  return (
    <List<RegistryEntry>
      resource={REGISTRY_ENTRIES}
      disableSyncWithLocation
      filter={{ salesRepresentativeId: String(identity.id) }}
      sort={{ field: 'lastActivity', order: 'DESC' }}
      exporter={false}
      title={false}
      actions={false}
      storeKey="my-accounts"
      empty={<Alert severity="info">No company is assigned to you yet.</Alert>}
    >
      <DataTable<RegistryEntry> rowClick={(id) => `/registries/${id}/show`} bulkActionButtons={false}>
        <Column
          source="companyName"
          label="Company"
          render={(r) => (
            <RecordLink resource="registries" id={r.id} type="show">
              {r.companyName}
            </RecordLink>
          )}
        />
        <Column source="status" label="Status" render={(r) => <CompanyStatusChip status={r.status} />} />
        <Column
          source="subscriptionType"
          label="Plan"
          render={(r) => SUBSCRIPTION_TYPE_LABELS[r.subscriptionType]}
        />
        <Column
          source="trialEnd"
          label="Trial end"
          render={(r) => (r.trialing ? longDate(r.trialEnd) : '')}
        />
        <Column source="lastActivity" label="Last activity" render={(r) => longDate(r.lastActivity)} />
      </DataTable>
    </List>
  );
};
