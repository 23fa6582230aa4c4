import { Alert, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { apiFailure } from '../../shared/serverErrors.ts';

/**
 * A case page before its case is there: its title and "Loading the case…", or why it failed (a case the caller
 * may not see answers 404 like one that does not exist) with the way back to the list.
 */
export const CaseNotLoaded = ({ title, error }: { title: string; error: unknown }) => {
  const failure = error ? apiFailure(error) : null;
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {!failure && <Typography role="status">Loading the case…</Typography>}
      {failure && (
        <Alert
          severity="error"
          action={
            <Button component={RouterLink} to="/cases">
              Back to cases
            </Button>
          }
        >
          {failure.status === 404
            ? 'This case does not exist or you do not have access to it.'
            : failure.message}
        </Alert>
      )}
    </Stack>
  );
};
