import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import {
  MESSAGES,
  fieldErrors,
  reportQuerySchema,
  type ReportInfo,
  type ReportKey,
} from '@casebridge/domain';
import type { CaseBridgeDataProvider, ReportParams } from '@casebridge/domain/client';
import { ReportFilters } from './ReportFilters.tsx';
import { ReportPreviewGrid } from './ReportPreviewGrid.tsx';
import { saveBlob } from './saveBlob.ts';

/** Checks the filters with the API's own schema before asking for anything. */
function check(params: ReportParams): Record<string, string> {
  const parsed = reportQuerySchema.safeParse({ ...params, categories: params.categories?.join(',') });
  return parsed.success ? {} : fieldErrors(parsed.error);
}

/** One report: its filters, a preview of its first rows and the .xlsx download with progress. */
export const ReportPanel = ({ report }: { report: ReportInfo }) => {
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  const notify = useNotify();
  const [params, setParams] = useState<ReportParams>({});
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const errors = check(params);
  const valid = Object.keys(errors).length === 0;
  const key = report.key as ReportKey;
  const preview = useQuery({
    queryKey: ['reports', key, params],
    queryFn: () => dataProvider.getReportPreview(key, params),
    enabled: valid,
  });
  const downloading = progress !== undefined;

  const download = async () => {
    setProgress(null);
    try {
      const file = await dataProvider.downloadReport(key, params, setProgress);
      saveBlob(file.blob, file.filename);
      notify(`${report.title}: ${file.filename} downloaded`, { type: 'success' });
    } catch (error) {
      notify((error as Error).message || MESSAGES.genericError, { type: 'error' });
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {report.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {report.description}
        </Typography>
        <Stack spacing={2} sx={{ mt: 2 }}>
          <ReportFilters report={report} value={params} errors={errors} onChange={setParams} />
          <Box>
            <Button
              variant="contained"
              startIcon={<DownloadIcon />}
              onClick={() => void download()}
              disabled={!valid || downloading}
            >
              Download .xlsx
            </Button>
            {downloading && (
              <LinearProgress
                aria-label="Download progress"
                sx={{ mt: 1 }}
                variant={progress === null ? 'indeterminate' : 'determinate'}
                value={(progress ?? 0) * 100}
              />
            )}
          </Box>
          {preview.error ? (
            <Alert severity="error">{(preview.error as Error).message || MESSAGES.genericError}</Alert>
          ) : (
            <ReportPreviewGrid preview={preview.data} loading={valid && preview.isPending} />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
