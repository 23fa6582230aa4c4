import { ResponsiveTable } from '../../shared/responsive/ResponsiveTable.tsx';
import { Alert, CircularProgress, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { COMPANY_PERMISSION_LABELS } from '@casebridge/domain';
import { LoadFailure } from '../../shared/LoadFailure.tsx';
import { useMyAssociates } from './api.ts';

/** The other users of the company (GET /users/my-associates-users). */
export const AssociateList = () => {
  const associates = useMyAssociates();
  if (associates.isPending) return <CircularProgress aria-label="Loading associates" />;
  if (associates.isError)
    return <LoadFailure error={associates.error} onRetry={() => void associates.refetch()} />;
  if (associates.data.length === 0)
    return <Alert severity="info">You are the only user of your company.</Alert>;
  return (
    <ResponsiveTable size="small" aria-label="Associates" labels={['Name', 'E-mail', 'Role']}>
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>E-mail</TableCell>
          <TableCell>Role</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {associates.data.map((a) => (
          <TableRow key={a.id}>
            <TableCell>{`${a.name} ${a.lastName}`.trim()}</TableCell>
            <TableCell>{a.email}</TableCell>
            <TableCell>{a.permission ? COMPANY_PERMISSION_LABELS[a.permission] : 'Member'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ResponsiveTable>
  );
};
