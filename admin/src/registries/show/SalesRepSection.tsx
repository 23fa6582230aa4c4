import { useGetList } from 'react-admin';
import { can, type SalesAssignmentEntry } from '@casebridge/domain';
import { longDate } from '../../common/dates.ts';
import { useActor } from '../../layout/useActor.ts';
import { AssignSalesRep } from './AssignSalesRep.tsx';
import { SectionCard } from './SectionCard.tsx';
import { SimpleTable } from './SimpleTable.tsx';

const byStart = { field: 'startDate', order: 'DESC' } as const;

/** The company's sales representative and the earlier ones with their dates; SUPER_USER+ may reassign. */
export const SalesRepSection = ({ companyId }: { companyId: string }) => {
  const { actor } = useActor();
  const params = { filter: { companyId }, pagination: { page: 1, perPage: 50 }, sort: byStart };
  const current = useGetList<SalesAssignmentEntry>('sales-assignments', params);
  const history = useGetList<SalesAssignmentEntry>('sales-assignments-history', params);
  const rows = [...(current.data ?? []), ...(history.data ?? [])];
  const currentId = current.data?.[0]?.salesRepresentativeId ?? null;
  return (
    <SectionCard
      title="Sales representative"
      isPending={current.isPending || history.isPending}
      error={current.error ?? history.error}
      isEmpty={rows.length === 0}
      emptyText="No sales representative has been assigned."
      action={
        actor && can(actor, 'salesReps.assign') ? (
          <AssignSalesRep companyId={companyId} currentId={currentId} />
        ) : null
      }
    >
      <SimpleTable<SalesAssignmentEntry>
        label="Sales representatives"
        rows={rows}
        columns={[
          { label: 'Representative', render: (row) => row.salesRepresentativeName },
          { label: 'From', render: (row) => longDate(row.startDate) },
          { label: 'To', render: (row) => (row.current ? 'Current' : longDate(row.endDate)) },
        ]}
      />
    </SectionCard>
  );
};
