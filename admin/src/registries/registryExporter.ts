import jsonExport from 'jsonexport/dist';
import { downloadCSV, type Exporter } from 'react-admin';
import {
  BILLING_TYPE_LABELS,
  COMPANY_STATUS_LABELS,
  COMPANY_TYPE_LABELS,
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_TYPE_LABELS,
  type RegistryEntry,
} from '@casebridge/domain';

/** One CSV line of the registry, with the labels the console shows. */
export function registryCsvRow(entry: RegistryEntry) {
  return {
    Company: entry.companyName,
    Type: COMPANY_TYPE_LABELS[entry.companyType],
    Status: COMPANY_STATUS_LABELS[entry.status],
    Plan: SUBSCRIPTION_TYPE_LABELS[entry.subscriptionType],
    Billing: entry.billingType ? BILLING_TYPE_LABELS[entry.billingType] : '',
    Subscription: entry.subscriptionStatus ? SUBSCRIPTION_STATUS_LABELS[entry.subscriptionStatus] : '',
    'Trial end': entry.trialing ? (entry.trialEnd?.slice(0, 10) ?? '') : '',
    'Period end': entry.subscriptionPeriodEnd?.slice(0, 10) ?? '',
    Email: entry.email,
    City: entry.city ?? '',
    State: entry.state ?? '',
    'Sales representative': entry.salesRepresentativeName ?? '',
    'Last update': entry.lastUpdate.slice(0, 10),
  };
}

/** CSV export of the filtered registry (every page, as react-admin's ExportButton fetches it). */
export const registryExporter: Exporter<RegistryEntry> = (entries) => {
  jsonExport(entries.map(registryCsvRow), (error: Error | null, csv: string) => {
    if (!error) downloadCSV(csv, 'registry');
  });
};
