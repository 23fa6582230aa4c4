import { Alert, Stack } from '@mui/material';
import { useNotify } from 'react-admin';
import type { SettlementView } from '@casebridge/domain';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { saveBlob } from '../../shared/saveBlob.ts';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useDownloadSettlementFile } from './api.ts';
import { day } from './settlementFormat.ts';

/** A finalized statement: who finalized it and when, and its two case files (PDF and .xlsx) to download. */
export const FinalizedSettlement = ({ view }: { view: SettlementView }) => {
  const notify = useNotify();
  const download = useDownloadSettlementFile(view.caseId);
  const fetchFile = (fileId: string) =>
    download.mutate(fileId, {
      onSuccess: ({ blob, filename }) => saveBlob(blob, filename),
      onError: (error) => notify(apiFailure(error).message, { type: 'error' }),
    });
  const pending = (fileId: string | null) => download.isPending && download.variables === fileId;
  return (
    <Stack spacing={2}>
      <Alert severity="info">
        Finalized{view.finalizedByName ? ` by ${view.finalizedByName}` : ''}
        {view.finalizedAt ? ` on ${day(view.finalizedAt)}` : ''}. The statement can no longer change.
      </Alert>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {view.pdfFileId && (
          <LoadingButton
            variant="outlined"
            loading={pending(view.pdfFileId)}
            onClick={() => fetchFile(view.pdfFileId!)}
          >
            Download PDF
          </LoadingButton>
        )}
        {view.xlsxFileId && (
          <LoadingButton
            variant="outlined"
            loading={pending(view.xlsxFileId)}
            onClick={() => fetchFile(view.xlsxFileId!)}
          >
            Download .xlsx
          </LoadingButton>
        )}
      </Stack>
    </Stack>
  );
};
