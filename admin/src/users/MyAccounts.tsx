import { Alert } from '@mui/material';
import { DataTable, List, useGetIdentity } from 'react-admin';
import { COMPANY_STATUS_LABELS, SUBSCRIPTION_TYPE_LABELS, type RegistryEntry } from '@casebridge/domain';
import { REGISTRY_ENTRIES } from '@casebridge/domain/client';
import { CardsOnPhone } from '../common/CardsOnPhone.tsx';
import { longDate } from '../common/dates.ts';
import { RecordLink } from '../common/datatable/RecordLink.tsx';
import { CompanyStatusChip } from '../registries/fields/CompanyStatusChip.tsx';

const Column = DataTable.Col<RegistryEntry>;

/** A card's second line: status, plan and, while trialing, the trial's end. */
const summary = (r: RegistryEntry) =>
  [
    COMPANY_STATUS_LABELS[r.status],
    SUBSCRIPTION_TYPE_LABELS[r.subscriptionType],
    r.trialing ? `Trial ends ${longDate(r.trialEnd)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

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
      <CardsOnPhone<RegistryEntry>
        resource="registries"
        rowClick="show"
        primaryText={(r) => r.companyName}
        secondaryText={summary}
        tertiaryText={(r) => longDate(r.lastActivity)}
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
      </CardsOnPhone>
    </List>
  );
};
