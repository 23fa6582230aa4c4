import { Button, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { saveBlob } from '../../shared/saveBlob.ts';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useBreakdownFile, useDownloadBreakdown } from './api.ts';

/**
 * The settlement breakdown attached to a reduction request, for both sides: its name and a download (the
 * request shared it with the provider). A file deleted since (404) reads as no longer available; another
 * failure offers a retry.
 */
export const AttachedBreakdown = ({ caseId, fileId }: { caseId: string; fileId: string }) => {
  const notify = useNotify();
  const file = useBreakdownFile(caseId, fileId);
  const download = useDownloadBreakdown(caseId);
  const fetchFile = () =>
    download.mutate(fileId, {
      onSuccess: ({ blob, filename }) => saveBlob(blob, filename),
      onError: (error) => notify(apiFailure(error).message, { type: 'error' }),
    });
  if (file.isError) {
    const failure = apiFailure(file.error);
    if (failure.status === 404)
      return (
        <Typography color="text.secondary">
          Settlement breakdown: this file is no longer available.
        </Typography>
      );
    return (
      <Typography color="text.secondary">
        Settlement breakdown: it could not be loaded ({failure.message}).
        <Button size="small" onClick={() => void file.refetch()} sx={{ ml: 1 }}>
          Retry
        </Button>
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography>Settlement breakdown: {file.data ? file.data.name : 'loading…'}</Typography>
      <LoadingButton
        variant="outlined"
        size="small"
        loading={download.isPending}
        onClick={fetchFile}
        aria-label={`Download the settlement breakdown${file.data ? ` ${file.data.name}` : ''}`}
      >
        Download
      </LoadingButton>
    </Stack>
  );
};
