import { Alert, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { CASE_FILE_ABILITIES } from '@casebridge/domain';
import { apiFailure } from '../../shared/serverErrors.ts';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { useCase } from './api.ts';
import { CaseFiles } from './CaseFiles.tsx';

/** /cases/{id}/files: a case's files on a page of their own (the case details page has them as a tab). */
export const CaseFilesPage = () => {
  const { id = '' } = useParams();
  const query = useCase(id);
  const c = query.data;
  usePageTitle(c ? `Files of case ${c.folio}` : 'Case files');
  const casePath = `/cases/${encodeURIComponent(id)}`;

  if (!c) {
    const failure = query.isError ? apiFailure(query.error) : null;
    return (
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          Case files
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
  }
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to={casePath}>
        ← Case {c.folio}
      </Link>
      <Typography variant="h4" component="h1">
        Files of case {c.folio}
      </Typography>
      {CASE_FILE_ABILITIES.read(c.access) ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <CaseFiles legalCase={c} />
        </Paper>
      ) : (
        <Alert severity="info">
          The files of this case are shared with its law firm and collaborators only.
        </Alert>
      )}
    </Stack>
  );
};
