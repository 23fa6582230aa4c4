import { Alert, Paper, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router';
import {
  CASE_FILE_MESSAGES,
  SHARED_CASE_FILE_TYPE,
  caseFileTypeOfMime,
  formatFileSize,
} from '@casebridge/domain';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { saveBlob } from '../../shared/saveBlob.ts';
import { apiFailure } from '../../shared/serverErrors.ts';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { useSharedFile } from './api.ts';
import { day } from './CaseTable.tsx';
import { FilePreview } from './FilePreview.tsx';

/**
 * /file/{type}/{id}: the public view of a share link (no sign-in): the file's name, who shared it and until
 * when, its preview (images, PDF) and a download; an unknown or expired link says so.
 */
export const SharedFilePage = () => {
  const { type = '', id = '' } = useParams();
  const known = type === SHARED_CASE_FILE_TYPE;
  const { file: query, download } = useSharedFile(id, known);
  const file = query.data;
  usePageTitle(file ? `Shared file ${file.name}` : 'Shared file');

  let problem: string | null = known ? null : CASE_FILE_MESSAGES.shareLinkUnknown;
  if (query.isError) problem = apiFailure(query.error).message;
  const save = () =>
    download.mutate(undefined, { onSuccess: ({ blob, filename }) => saveBlob(blob, filename) });

  return (
    <Stack spacing={2} sx={{ maxWidth: 960, mx: 'auto', width: '100%', py: 3, px: 2 }}>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {file ? file.name : 'Shared file'}
      </Typography>
      {problem && <Alert severity="warning">{problem}</Alert>}
      {!problem && !file && <Typography role="status">Loading the shared file…</Typography>}
      {file && (
        <>
          <Typography color="text.secondary">
            {caseFileTypeOfMime(file.type)?.label ?? file.type} · {formatFileSize(file.size)} · shared by{' '}
            {file.sharedBy} of {file.firmName} · link valid until {day(file.expiresAt)}
          </Typography>
          <div>
            <LoadingButton variant="contained" onClick={save} loading={download.isPending}>
              Download
            </LoadingButton>
          </div>
          {download.isError && <Alert severity="error">{apiFailure(download.error).message}</Alert>}
          <Paper variant="outlined" sx={{ p: 2 }}>
            <FilePreview file={file} source={{ token: id }} />
          </Paper>
        </>
      )}
    </Stack>
  );
};
