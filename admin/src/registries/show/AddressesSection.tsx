import { MESSAGES, PREMIUM_STATUS_LABELS, TIER_TYPE_LABELS, type Address } from '@casebridge/domain';
import { SectionCard } from './SectionCard.tsx';
import { SimpleTable, type SimpleColumn } from './SimpleTable.tsx';
import { useCompanyDetail } from './useCompanyDetail.ts';

const columns: SimpleColumn<Address>[] = [
  { label: 'Address', render: (a) => (a.suite ? `${a.address}, ${a.suite}` : a.address) },
  { label: 'City', render: (a) => a.city },
  { label: 'State', render: (a) => a.state },
  { label: 'Premium', render: (a) => (a.premiumStatus ? PREMIUM_STATUS_LABELS[a.premiumStatus] : null) },
  { label: 'Tier', render: (a) => (a.tierType ? TIER_TYPE_LABELS[a.tierType] : null) },
];

/** The company's addresses (GET /addresses/company/:id). */
export const AddressesSection = ({ companyId }: { companyId: string }) => {
  const { data, isPending, error } = useCompanyDetail('getCompanyAddresses', companyId);
  return (
    <SectionCard
      title="Addresses"
      isPending={isPending}
      error={error}
      isEmpty={!data || data.length === 0}
      emptyText={MESSAGES.registryNoAddresses}
    >
      {data ? <SimpleTable rows={data} columns={columns} label="Addresses" /> : null}
    </SectionCard>
  );
};
