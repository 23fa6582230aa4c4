import { Alert, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { CASE_FILE_ABILITIES } from '@casebridge/domain';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { useCase } from './api.ts';
import { CaseFiles } from './CaseFiles.tsx';
import { CaseNotLoaded } from './CaseNotLoaded.tsx';

/** /cases/{id}/files: a case's files on a page of their own (the case details page has them as a tab). */
export const CaseFilesPage = () => {
  const { id = '' } = useParams();
  const query = useCase(id);
  const c = query.data;
  usePageTitle(c ? `Files of case ${c.folio}` : 'Case files');
  const casePath = `/cases/${encodeURIComponent(id)}`;

  if (!c) {
    return <CaseNotLoaded title="Case files" error={query.isError ? query.error : null} />;
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
