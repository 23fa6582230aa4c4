import { useState } from 'react';
import { Alert, List, ListItem, ListItemText, TablePagination, Typography } from '@mui/material';
import { MESSAGES, describeCaseChange, formatMoment } from '@casebridge/domain';
import type { CaseActivityView } from '@casebridge/domain';
import { useCaseActivity } from './api.ts';

const PAGE_SIZE = 15;

/** What an edit changed, a line a field ('Accident city: Austin → Denver'). */
const Changes = ({ entry }: { entry: CaseActivityView }) =>
  entry.changes?.length ? (
    <List dense disablePadding aria-label="Changed fields">
      {entry.changes.map((change) => (
        <ListItem key={change.field} disableGutters sx={{ py: 0 }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {describeCaseChange(change)}
          </Typography>
        </ListItem>
      ))}
    </List>
  ) : null;

/** A case's activity log: who did what and when (the reader's time zone), newest first, 15 a page. */
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
              secondary={
                <>
                  <Changes entry={entry} />
                  {entry.actorName} · <time dateTime={entry.createAt}>{formatMoment(entry.createAt)}</time>
                </>
              }
              slotProps={{ secondary: { component: 'div' } }}
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
