import { useState } from 'react';
import { ResponsiveTable } from '../../shared/responsive/ResponsiveTable.tsx';
import { Alert, Button, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { formatDateTime } from '@casebridge/domain';
import type { ActiveShareLinkView } from '@casebridge/domain';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useFileShareLinks, useRevokeShareLink } from './api.ts';

const when = (iso: string) => formatDateTime(iso);

/**
 * A file's active share links for the firm (who created each, when, its expiry and last opening) and their
 * revocation after a confirmation; a revoked link answers its visitors like an expired one.
 */
export const ShareLinksList = ({ caseId, fileId }: { caseId: string; fileId: string }) => {
  const notify = useNotify();
  const links = useFileShareLinks(caseId, fileId);
  const revoke = useRevokeShareLink(caseId, fileId);
  const [revoking, setRevoking] = useState<ActiveShareLinkView | null>(null);
  const confirm = () =>
    revoking &&
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        notify('Share link revoked', { type: 'success' });
        setRevoking(null);
      },
      onError: (error) => notify(apiFailure(error).message, { type: 'error' }),
    });

  if (links.isPending) return <Typography role="status">Loading the share links…</Typography>;
  if (links.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void links.refetch()}>
            Retry
          </Button>
        }
      >
        The share links could not be loaded: {apiFailure(links.error).message}
      </Alert>
    );
  if (links.data.length === 0)
    return <Typography color="text.secondary">No active share link for this file.</Typography>;
  return (
    <>
      <ResponsiveTable
        size="small"
        aria-label="Active share links"
        labels={['Created by', 'Created', 'Expires', 'Last opened', '']}
      >
        <TableHead>
          <TableRow>
            <TableCell>Created by</TableCell>
            <TableCell>Created</TableCell>
            <TableCell>Expires</TableCell>
            <TableCell>Last opened</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {links.data.map((link) => (
            <TableRow key={link.id}>
              <TableCell>{link.createdByName}</TableCell>
              <TableCell>{when(link.createdAt)}</TableCell>
              <TableCell>{when(link.expiresAt)}</TableCell>
              <TableCell>{link.lastOpenedAt ? when(link.lastOpenedAt) : 'Never'}</TableCell>
              <TableCell align="right">
                <Button color="error" size="small" onClick={() => setRevoking(link)}>
                  Revoke
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ResponsiveTable>
      {revoking !== null && (
        <ConfirmDialog
          title="Revoke this share link?"
          confirmLabel="Revoke link"
          pending={revoke.isPending}
          onConfirm={confirm}
          onClose={() => setRevoking(null)}
        >
          Anyone who has it can no longer open the file: they are told the link has expired or was revoked.
          The revocation is recorded in the file’s audit trail. This cannot be undone.
        </ConfirmDialog>
      )}
    </>
  );
};
