import { ColumnsButton, DataTable, ExportButton, FilterButton, List, TopToolbar } from 'react-admin';
import {
  BILLING_TYPE_LABELS,
  COMPANY_STATUS_LABELS,
  COMPANY_TYPE_LABELS,
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_TYPE_LABELS,
  type RegistryEntry,
} from '@casebridge/domain';
import { REGISTRY_ENTRIES } from '@casebridge/domain/client';
import { CardsOnPhone } from '../common/CardsOnPhone.tsx';
import { longDate } from '../common/dates.ts';
import { namedSelectionBody } from '../common/datatable/namedSelectionBody.tsx';
import { RecordLink } from '../common/datatable/RecordLink.tsx';
import { SelectionToolbar } from '../common/datatable/SelectionToolbar.tsx';
import { BulkRegistryActions } from './bulk/BulkRegistryActions.tsx';
import { CompanyStatusChip } from './fields/CompanyStatusChip.tsx';
import { RegistryAside } from './RegistryAside.tsx';
import { registryExporter } from './registryExporter.ts';
import { registryFilters } from './RegistryFilters.tsx';
import { StatusTabs } from './StatusTabs.tsx';

export const REGISTRY_PER_PAGE = 25;
/** Columns hidden until the user shows them with the column chooser. */
const HIDDEN_BY_DEFAULT = [
  'billingType',
  'trialEnd',
  'subscriptionPeriodEnd',
  'email',
  'city',
  'state',
  'createdAt',
];

const Column = DataTable.Col<RegistryEntry>;
const noWrap = { whiteSpace: 'nowrap' } as const;
/**
 * The default columns fit 1,366 px beside the menu and the aside: cells pad 8 px a side instead of 16, a
 * company's name keeps 180 px (two lines at most) and a representative's 140 (first name over last name).
 */
const DENSE = {
  '& :is(.RaDataTable-headerCell, .RaDataTable-rowCell):not(.MuiTableCell-paddingCheckbox)': { px: 1 },
};
const nameColumn = { minWidth: 180 } as const;
const repColumn = { minWidth: 140 } as const;
const RegistryBody = namedSelectionBody<RegistryEntry>((entry) => entry.companyName);

const RegistryActionsBar = () => (
  <TopToolbar>
    <FilterButton />
    <ColumnsButton />
    <ExportButton />
  </TopToolbar>
);

/**
 * The company registry (GET /subscriptions/): every company with its subscription and sales representative,
 * most recently updated first; status tabs, filters, saved queries, a column chooser, CSV export and bulk
 * validate / request-information. A row opens the company's record; its name is the link to it.
 */
export const RegistryList = () => (
  <List<RegistryEntry>
    resource={REGISTRY_ENTRIES}
    filters={registryFilters}
    sort={{ field: 'lastUpdate', order: 'DESC' }}
    perPage={REGISTRY_PER_PAGE}
    actions={<RegistryActionsBar />}
    exporter={registryExporter}
    aside={<RegistryAside />}
  >
    <StatusTabs />
    <CardsOnPhone<RegistryEntry>
      resource="registries"
      rowClick="show"
      primaryText={(r) => r.companyName}
      secondaryText={(r) =>
        [
          COMPANY_TYPE_LABELS[r.companyType],
          COMPANY_STATUS_LABELS[r.status],
          SUBSCRIPTION_TYPE_LABELS[r.subscriptionType],
          r.salesRepresentativeName,
        ]
          .filter(Boolean)
          .join(' · ')
      }
      tertiaryText={(r) => longDate(r.lastUpdate)}
    >
      <DataTable<RegistryEntry>
        rowClick={(id) => `/registries/${id}/show`}
        body={RegistryBody}
        bulkActionButtons={<BulkRegistryActions />}
        bulkActionsToolbar={
          <SelectionToolbar>
            <BulkRegistryActions />
          </SelectionToolbar>
        }
        hiddenColumns={HIDDEN_BY_DEFAULT}
        sx={DENSE}
      >
        <Column
          source="companyName"
          label="Name"
          sx={nameColumn}
          render={(r) => (
            <RecordLink resource="registries" id={r.id} type="show">
              {r.companyName}
            </RecordLink>
          )}
        />
        <Column source="companyType" label="Type" render={(r) => COMPANY_TYPE_LABELS[r.companyType]} />
        <Column
          source="status"
          sx={noWrap}
          label="Status"
          render={(r) => <CompanyStatusChip status={r.status} />}
        />
        <Column
          source="subscriptionType"
          sx={noWrap}
          label="Plan"
          render={(r) => SUBSCRIPTION_TYPE_LABELS[r.subscriptionType]}
        />
        <Column
          source="billingType"
          label="Billing"
          render={(r) => (r.billingType ? BILLING_TYPE_LABELS[r.billingType] : '')}
        />
        <Column
          source="subscriptionStatus"
          label="Subscription"
          render={(r) => (r.subscriptionStatus ? SUBSCRIPTION_STATUS_LABELS[r.subscriptionStatus] : '')}
        />
        <Column
          source="trialEnd"
          sx={noWrap}
          label="Trial end"
          render={(r) => (r.trialing ? longDate(r.trialEnd) : '')}
        />
        <Column
          source="subscriptionPeriodEnd"
          sx={noWrap}
          label="Period end"
          render={(r) => longDate(r.subscriptionPeriodEnd)}
        />
        <Column source="email" label="Email" />
        <Column source="city" label="City" />
        <Column source="state" label="State" />
        <Column source="salesRepresentativeName" sx={repColumn} label="Sales rep" />
        <Column source="createdAt" sx={noWrap} label="Created" render={(r) => longDate(r.createdAt)} />
        <Column source="lastUpdate" sx={noWrap} label="Last update" render={(r) => longDate(r.lastUpdate)} />
      </DataTable>
    </CardsOnPhone>
  </List>
);
