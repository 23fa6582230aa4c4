import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { FUNDING_STATUS_LABELS, type FundingRequest } from '@casebridge/domain';
import { longDate } from '../common/dates.ts';

/** Every status the request went through, oldest first: who moved it, when, and the reason given. */
export const FundingHistory = () => {
  const record = useRecordContext<FundingRequest>();
  const history = record?.history ?? [];
  if (history.length === 0) return <Typography variant="body2">No history recorded.</Typography>;
  return (
    <List dense aria-label="Request history" disablePadding>
      {history.map((entry, index) => (
        <ListItem key={`${entry.at}-${index}`} disableGutters>
          <ListItemText
            primary={`${FUNDING_STATUS_LABELS[entry.status]} — ${entry.byName}, ${longDate(entry.at)}`}
            secondary={entry.reason ?? undefined}
          />
        </ListItem>
      ))}
    </List>
  );
};
