import { useGetList } from 'react-admin';
import { REJECTION_MOTIVE_LABELS, type Company, type RegistryEntry } from '@casebridge/domain';
import { REGISTRY_ENTRIES } from '@casebridge/domain/client';
import { longDate } from '../../common/dates.ts';
import { Facts } from './Facts.tsx';
import { SectionCard } from './SectionCard.tsx';

/** When the company was created, submitted, validated and last active, and the last decision's details. */
export const ActivitySection = ({ company }: { company: Company }) => {
  const { data, isPending, error } = useGetList<RegistryEntry>(REGISTRY_ENTRIES, {
    filter: { companyId: company.id },
    pagination: { page: 1, perPage: 1 },
  });
  const entry = data?.[0];
  return (
    <SectionCard title="Activity" isPending={isPending} error={error}>
      <Facts
        facts={[
          { label: 'Created', value: longDate(company.createdAt) },
          { label: 'Submitted for review', value: longDate(company.submittedAt) },
          { label: 'Validated', value: longDate(company.validatedAt) },
          { label: 'Last update', value: longDate(entry?.lastUpdate ?? company.updatedAt) },
          { label: 'Last sign-in of a member', value: longDate(entry?.lastActivity) },
          {
            label: 'Rejection motive',
            value: company.rejectionMotive
              ? REJECTION_MOTIVE_LABELS[company.rejectionMotive] +
                (company.rejectionText ? `: ${company.rejectionText}` : '')
              : null,
          },
          { label: 'Information requested', value: company.infoRequestMessage },
        ]}
      />
    </SectionCard>
  );
};
