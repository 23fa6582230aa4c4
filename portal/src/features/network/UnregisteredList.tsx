import { useState } from 'react';
import { ResponsiveTable } from '../../shared/responsive/ResponsiveTable.tsx';
import {
  Alert,
  Button,
  Chip,
  CircularProgress,
  Stack,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { UNREGISTERED_TYPE_LABELS } from '@casebridge/domain';
import type { UnregisteredProfessionalView } from '@casebridge/domain';
import { LoadFailure } from '../../shared/LoadFailure.tsx';
import { useDebouncedValue } from '../../shared/useDebouncedValue.ts';
import { useUnregisteredProfessionals } from './api.ts';
import { UnregisteredDialog } from './UnregisteredDialog.tsx';

const STATUS = {
  NOT_INVITED: { label: 'Not invited', color: 'default' },
  INVITED: { label: 'Invited', color: 'info' },
  MEMBER: { label: 'On CaseBridge', color: 'success' },
} as const;

const statusOf = (p: UnregisteredProfessionalView) =>
  p.status === 'MEMBER' && p.member?.companyName
    ? `On CaseBridge (${p.member.companyName})`
    : STATUS[p.status].label;

/** The company's professionals who are not on CaseBridge yet: search, add, edit and invite. */
export const UnregisteredList = ({ companyId }: { companyId: string }) => {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), 300);
  const list = useUnregisteredProfessionals(companyId, settled);
  const [editing, setEditing] = useState<UnregisteredProfessionalView | null | undefined>(undefined);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label="Search professionals"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ maxWidth: 420, flex: 1 }}
        />
        <Button variant="contained" onClick={() => setEditing(null)}>
          Add a professional
        </Button>
      </Stack>
      {list.isPending ? (
        <CircularProgress aria-label="Loading professionals" />
      ) : list.isError ? (
        <LoadFailure error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <Alert severity="info">
          {settled
            ? 'No professional matches this search.'
            : 'Add the professionals you work with who are not on CaseBridge yet, and invite them.'}
        </Alert>
      ) : (
        <ResponsiveTable
          size="small"
          aria-label="Professionals not on CaseBridge"
          labels={['Name', 'Type', 'E-mail', 'Status', '']}
        >
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Type</TableCell>
              <TableCell>E-mail</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data.map((p) => (
              <TableRow key={p.id}>
                <TableCell>{`${p.name} ${p.lastName}`}</TableCell>
                <TableCell>{UNREGISTERED_TYPE_LABELS[p.type]}</TableCell>
                <TableCell>{p.email ?? '—'}</TableCell>
                <TableCell>
                  <Chip size="small" color={STATUS[p.status].color} label={statusOf(p)} />
                </TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    onClick={() => setEditing(p)}
                    aria-label={`Edit ${p.name} ${p.lastName}`}
                  >
                    {p.status === 'NOT_INVITED' ? 'Edit or invite' : 'Edit'}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ResponsiveTable>
      )}
      {editing !== undefined && (
        <UnregisteredDialog professional={editing} onClose={() => setEditing(undefined)} />
      )}
    </Stack>
  );
};
