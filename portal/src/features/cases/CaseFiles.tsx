import { useState } from 'react';
import { Alert, Button, Stack, TablePagination, TextField, Typography } from '@mui/material';
import { CASE_FILE_ABILITIES } from '@casebridge/domain';
import type { LegalCaseView } from '@casebridge/domain';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useDebouncedValue } from '../../shared/useDebouncedValue.ts';
import { useCaseFiles } from './api.ts';
import { CaseFilesTable } from './CaseFilesTable.tsx';
import type { FileSort } from './CaseFilesTable.tsx';
import { FileRequestDialog } from './FileRequestDialog.tsx';
import { FileUploader } from './FileUploader.tsx';

const PER_PAGE = 10;

/**
 * A case's files (the Files tab and /cases/{id}/files): upload (the firm and collaborators), the files the
 * caller may see with paging, sorting and search by name, and "Request a file" from the other party.
 */
export const CaseFiles = ({ legalCase }: { legalCase: LegalCaseView }) => {
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<FileSort>({ field: 'uploadedAt', order: 'DESC' });
  const [search, setSearch] = useState('');
  const [requesting, setRequesting] = useState(false);
  const q = useDebouncedValue(search.trim(), 300);
  const files = useCaseFiles(legalCase.id, {
    page,
    perPage: PER_PAGE,
    sort,
    ...(q ? { filter: { q } } : {}),
  });
  const { access } = legalCase;
  const onSort = (field: FileSort['field']) => {
    setSort((s) => ({ field, order: s.field === field && s.order === 'ASC' ? 'DESC' : 'ASC' }));
    setPage(0);
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <Typography variant="h6" component="h2">
          Files
        </Typography>
        {CASE_FILE_ABILITIES.request(access) && (
          <Button variant="outlined" onClick={() => setRequesting(true)}>
            Request a file
          </Button>
        )}
      </Stack>
      {CASE_FILE_ABILITIES.upload(access) && <FileUploader caseId={legalCase.id} access={access} />}
      <TextField
        size="small"
        label="Search files by name"
        value={search}
        onChange={(e) => (setSearch(e.target.value), setPage(0))}
        sx={{ maxWidth: 360 }}
      />
      {files.isPending && <Typography role="status">Loading the files…</Typography>}
      {files.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void files.refetch()}>
              Retry
            </Button>
          }
        >
          {apiFailure(files.error).message}
        </Alert>
      )}
      {files.data && files.data.total === 0 && (
        <Typography color="text.secondary">
          {q ? 'No file matches this search.' : 'No files on this case yet.'}
        </Typography>
      )}
      {files.data && files.data.total > 0 && (
        <>
          <CaseFilesTable files={files.data.data} sort={sort} onSort={onSort} />
          <TablePagination
            component="div"
            count={files.data.total}
            page={page}
            rowsPerPage={PER_PAGE}
            rowsPerPageOptions={[]}
            onPageChange={(_, next) => setPage(next)}
          />
        </>
      )}
      {requesting && <FileRequestDialog legalCase={legalCase} onClose={() => setRequesting(false)} />}
    </Stack>
  );
};
