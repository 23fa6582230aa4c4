import { useState } from 'react';
import { Alert, List, ListItem, ListItemText, TablePagination, Typography } from '@mui/material';
import { MESSAGES } from '@casebridge/domain';
import { useCaseActivity } from './api.ts';
import { day } from './CaseTable.tsx';

const PAGE_SIZE = 15;

/** A case's activity log: who did what and when, newest first, 15 a page. */
export const CaseActivity = ({ caseId }: { caseId: string }) => {
  const [page, setPage] = useState(0);
  const activity = useCaseActivity(caseId, page);
  if (activity.isPending) return <Typography role="status">Loading the activity…</Typography>;
  if (activity.isError) return <Alert severity="error">{MESSAGES.genericError}</Alert>;
  const { data, total } = activity.data;
  if (total === 0)
    return <Typography color="text.secondary">Nothing has happened on this case yet.</Typography>;
  return (
    <>
      <List aria-label="Activity">
        {data.map((entry) => (
          <ListItem key={entry.id} divider>
            <ListItemText
              primary={entry.detail}
              secondary={`${entry.actorName} · ${day(entry.createAt)} ${entry.createAt.slice(11, 16)} UTC`}
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
