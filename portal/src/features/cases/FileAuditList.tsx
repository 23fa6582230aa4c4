import { useState } from 'react';
import { Alert, Button, List, ListItem, ListItemText, TablePagination, Typography } from '@mui/material';
import { FILE_AUDIT_ACTION_LABELS, formatMoment } from '@casebridge/domain';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useCaseFileAudit } from './api.ts';

const PAGE_SIZE = 15;

/** A file's audit trail (the firm's): who uploaded, viewed, downloaded, shared or changed it, and when. */
export const FileAuditList = ({ caseId, fileId }: { caseId: string; fileId: string }) => {
  const [page, setPage] = useState(0);
  const audit = useCaseFileAudit(caseId, fileId, page, true);
  if (audit.isPending) return <Typography role="status">Loading the audit trail…</Typography>;
  if (audit.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void audit.refetch()}>
            Retry
          </Button>
        }
      >
        {apiFailure(audit.error).message}
      </Alert>
    );
  const { data, total } = audit.data;
  if (total === 0) return <Typography color="text.secondary">Nothing recorded yet.</Typography>;
  return (
    <>
      <List aria-label="Audit trail" dense>
        {data.map((event) => (
          <ListItem key={event.id} divider>
            <ListItemText
              primary={`${FILE_AUDIT_ACTION_LABELS[event.action]}${event.detail ? `: ${event.detail}` : ''}`}
              secondary={
                `${event.actorName}${event.channel === 'SHARE_LINK' ? ' (share link)' : ''} · ` +
                formatMoment(event.at)
              }
            />
          </ListItem>
        ))}
      </List>
      <TablePagination
        component="div"
        count={total}
        page={page}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[]}
        onPageChange={(_, next) => setPage(next)}
      />
    </>
  );
};
