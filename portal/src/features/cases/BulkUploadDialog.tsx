import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { BULK_UPLOAD_LIMITS, BULK_UPLOAD_MESSAGES, planHasFeature } from '@casebridge/domain';
import type { BulkUploadReport as Report } from '@casebridge/domain';
import { useSession } from '@casebridge/domain/client';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useCheckBulkUpload, useDownloadBulkTemplate, useImportBulkUpload } from './api.ts';
import { BulkUploadReport } from './BulkUploadReport.tsx';
import { saveBlob } from '../../shared/saveBlob.ts';

const PLAN_OF = { BASIC: 'BASIC', ADVANCED: 'ADVANCED', PRO: 'PRO', FACILITY: 'PRO' } as const;

/**
 * Bulk upload (Advanced and Premium; Basic sees the upgrade prompt): download the template, choose a filled
 * .xlsx or .csv, read the per-row report, then import the valid rows.
 */
export const BulkUploadDialog = ({ onClose }: { onClose: () => void }) => {
  const notify = useNotify();
  const current = useSession();
  const plan = current?.subscriptionType ? PLAN_OF[current.subscriptionType] : 'BASIC';
  const download = useDownloadBulkTemplate();
  const check = useCheckBulkUpload();
  const importFile = useImportBulkUpload();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const fail = (error: unknown) => setRefused(apiFailure(error).message);

  if (!planHasFeature(plan, 'bulkUploads'))
    return (
      <Dialog open onClose={onClose} aria-labelledby="bulk-upgrade-title" maxWidth="xs" fullWidth>
        <DialogTitle id="bulk-upgrade-title">Upgrade to upload cases in bulk</DialogTitle>
        <DialogContent>
          <DialogContentText>{BULK_UPLOAD_MESSAGES.upgrade}</DialogContentText>
          {current?.permissions !== 'OWNER' && (
            <DialogContentText sx={{ mt: 1 }}>Your company’s owner can upgrade its plan.</DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Not now</Button>
          {current?.permissions === 'OWNER' && (
            <Button variant="contained" component={RouterLink} to="/subscription">
              See plans
            </Button>
          )}
        </DialogActions>
      </Dialog>
    );

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setReport(null);
    setRefused(null);
    if (chosen) check.mutate(chosen, { onSuccess: setReport, onError: fail });
  };
  const getTemplate = () =>
    download.mutate(undefined, {
      onSuccess: ({ blob, filename }) => saveBlob(blob, filename),
      onError: (error) => notify(apiFailure(error).message, { type: 'error' }),
    });
  const run = () =>
    file &&
    importFile.mutate(file, {
      onSuccess: (result) => {
        notify(
          `${result.imported.length} ${result.imported.length === 1 ? 'case' : 'cases'} imported from ${result.fileName}`,
          { type: 'success' },
        );
        onClose();
      },
      onError: fail,
    });

  return (
    <Dialog open onClose={onClose} aria-labelledby="bulk-upload-title" maxWidth="md" fullWidth>
      <DialogTitle id="bulk-upload-title">Bulk upload of cases</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>
            1. Download the template and fill one case per row (at most{' '}
            {BULK_UPLOAD_LIMITS.maxRows.toLocaleString('en-US')}
            ). Its Instructions sheet lists what each column takes.
          </Typography>
          <div>
            <LoadingButton variant="outlined" loading={download.isPending} onClick={getTemplate}>
              Download the template
            </LoadingButton>
          </div>
          <Typography>
            2. Choose the filled .xlsx or a .csv with the same columns. Nothing is saved before you import.
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button variant="outlined" component="label">
              Choose a file
              <input
                type="file"
                hidden
                accept=".xlsx,.csv,text/csv"
                aria-label="Filled template"
                onChange={(event) => choose(event.target.files?.[0] ?? null)}
              />
            </Button>
            <Typography color="text.secondary">{file ? file.name : 'No file chosen'}</Typography>
          </Stack>
          {check.isPending && <Typography role="status">Checking the file…</Typography>}
          {refused && <Alert severity="error">{refused}</Alert>}
          {report && <BulkUploadReport report={report} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <LoadingButton
          variant="contained"
          disabled={!report || report.validRows === 0 || check.isPending}
          loading={importFile.isPending}
          onClick={run}
        >
          {report && report.validRows > 0
            ? `Import ${report.validRows} valid ${report.validRows === 1 ? 'case' : 'cases'}`
            : 'Import'}
        </LoadingButton>
      </DialogActions>
    </Dialog>
  );
};
