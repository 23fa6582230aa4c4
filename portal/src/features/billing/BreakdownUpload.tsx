import { useRef, useState } from 'react';
import { Alert, Stack } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { CASE_FILE_ACCEPT, caseFileProblem } from '@casebridge/domain';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useUploadBreakdown } from './api.ts';

/**
 * "Upload a breakdown": one file checked with the domain's caseFileProblem (as the API checks it), stored with
 * the case's files (firm only) and chosen as the request's breakdown.
 */
export const BreakdownUpload = ({ caseId }: { caseId: string }) => {
  const picker = useRef<HTMLInputElement>(null);
  const upload = useUploadBreakdown(caseId);
  const { setValue } = useFormContext();
  const [problem, setProblem] = useState<string | null>(null);
  const send = (file: File | undefined) => {
    if (!file) return;
    const refused = caseFileProblem(file);
    setProblem(refused);
    if (refused) return;
    upload.mutate(file, {
      onSuccess: (stored) => {
        if (stored) setValue('breakdownFileId', stored.id, { shouldDirty: true });
      },
      onError: (error) => setProblem(apiFailure(error).message),
    });
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <LoadingButton
        variant="outlined"
        size="small"
        loading={upload.isPending}
        loadingLabel="Uploading…"
        onClick={() => picker.current?.click()}
      >
        Upload a breakdown
      </LoadingButton>
      <input
        ref={picker}
        type="file"
        hidden
        accept={CASE_FILE_ACCEPT}
        aria-label="Choose the settlement breakdown to upload"
        data-testid="breakdown-picker"
        onChange={(e) => (send(e.target.files?.[0]), (e.target.value = ''))}
      />
      {problem && <Alert severity="error">{problem}</Alert>}
    </Stack>
  );
};
