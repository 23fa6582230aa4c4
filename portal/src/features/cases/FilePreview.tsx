import { useEffect, useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { isImageFileType, isInlineFileType } from '@casebridge/domain';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useFilePreview } from './api.ts';

/** An object URL for `blob`, revoked when the blob changes or the component goes. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

interface FilePreviewProps {
  file: { name: string; type: string };
  /** A case file's, or a share link's. */
  source: { caseId: string; fileId: string } | { token: string };
}

/**
 * The preview of an image or a PDF (read with the session or the share link, then shown from memory: the
 * API's answers may not be framed); other types say they can only be downloaded.
 */
export const FilePreview = ({ file, source }: FilePreviewProps) => {
  const inline = isInlineFileType(file.type);
  const preview = useFilePreview(source, inline);
  const url = useObjectUrl(preview.data);
  if (!inline)
    return (
      <Typography color="text.secondary">
        There is no preview for this type of file: download it to open it.
      </Typography>
    );
  if (preview.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void preview.refetch()}>
            Retry
          </Button>
        }
      >
        The preview could not be loaded: {apiFailure(preview.error).message}
      </Alert>
    );
  if (!url) return <Typography role="status">Loading the preview…</Typography>;
  return (
    <Box component="figure" sx={{ m: 0 }} aria-label={`Preview of ${file.name}`}>
      {isImageFileType(file.type) ? (
        <Box
          component="img"
          src={url}
          alt={`Preview of ${file.name}`}
          sx={{ maxWidth: '100%', maxHeight: 600, border: 1, borderColor: 'divider' }}
        />
      ) : (
        <Box
          component="iframe"
          src={url}
          title={`Preview of ${file.name}`}
          sx={{ width: '100%', height: 640, border: 1, borderColor: 'divider' }}
        />
      )}
    </Box>
  );
};
