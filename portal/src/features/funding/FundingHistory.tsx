import { List, ListItem, ListItemText } from '@mui/material';
import { fundingStatusLabel } from '@casebridge/domain';
import type { FundingHistoryEntry } from '@casebridge/domain';
import { day } from './fundingFormat.ts';

/** Every status a request went through, oldest first: who moved it, when, and the reason of a rejection. */
export const FundingHistory = ({ history, label }: { history: FundingHistoryEntry[]; label: string }) => (
  <List dense aria-label={label}>
    {history.map((entry, index) => (
      <ListItem key={`${entry.status}-${entry.at}-${index}`} disableGutters>
        <ListItemText
          primary={`${fundingStatusLabel(entry.status)} · ${day(entry.at)} · ${entry.byName}`}
          secondary={entry.reason ? `Reason: ${entry.reason}` : undefined}
        />
      </ListItem>
    ))}
  </List>
);
