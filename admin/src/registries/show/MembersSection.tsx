import { COMPANY_PERMISSION_LABELS, MESSAGES, USER_TYPE_LABELS, type User } from '@casebridge/domain';
import { SectionCard } from './SectionCard.tsx';
import { SimpleTable, type SimpleColumn } from './SimpleTable.tsx';
import { useCompanyDetail } from './useCompanyDetail.ts';

const columns: SimpleColumn<User>[] = [
  { label: 'Name', render: (u) => `${u.name} ${u.lastName}`.trim() },
  { label: 'Email', render: (u) => u.email },
  { label: 'Permission', render: (u) => (u.permission ? COMPANY_PERMISSION_LABELS[u.permission] : null) },
  { label: 'User type', render: (u) => USER_TYPE_LABELS[u.userType] },
];

/** The company's members (GET /companies/:id/members). */
export const MembersSection = ({ companyId }: { companyId: string }) => {
  const { data, isPending, error } = useCompanyDetail('getCompanyMembers', companyId);
  return (
    <SectionCard
      title="Members"
      isPending={isPending}
      error={error}
      isEmpty={!data || data.length === 0}
      emptyText={MESSAGES.registryNoMembers}
    >
      {data ? <SimpleTable rows={data} columns={columns} label="Members" /> : null}
    </SectionCard>
  );
};
