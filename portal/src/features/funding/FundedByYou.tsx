import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { LoadFailure } from '../../shared/LoadFailure.tsx';
import { useUsersFundedByMe } from './api.ts';
import { money } from './fundingFormat.ts';

/**
 * Factoring staff, on a request's details: who at the firm the caller's company already funded on this case
 * (its APPROVED requests), an underwriting fact the request alone does not show.
 */
export const FundedByYou = ({ caseId }: { caseId: string }) => {
  const { data, isPending, error, refetch } = useUsersFundedByMe(caseId);
  return (
    <section aria-labelledby="funded-by-you">
      <Typography id="funded-by-you" variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 600 }}>
        Already funded by your company on this case
      </Typography>
      {isPending ? (
        <Typography role="status">Loading…</Typography>
      ) : error ? (
        <LoadFailure error={error} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <Typography color="text.secondary">
          Nothing yet: no request of this case was accepted by you.
        </Typography>
      ) : (
        <List dense aria-labelledby="funded-by-you">
          {data.map((user) => (
            <ListItem key={user.id} disableGutters>
              <ListItemText
                primary={`${user.name} ${user.lastName}`}
                secondary={`${money(user.amount)} in ${user.requests} accepted request${user.requests === 1 ? '' : 's'}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
};
