import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { SelectInput } from '../../shared/formFields.tsx';
import { BREAKDOWN_CHOICES_MAX, useBreakdownChoices } from './api.ts';
import { BreakdownUpload } from './BreakdownUpload.tsx';
import { NO_BREAKDOWN } from './reductionForm.ts';

/**
 * The optional settlement breakdown of a reduction request: one of the case's newest files (field
 * `breakdownFileId`), or one uploaded here. The provider asked can then open it (and only it: the file's
 * sharing does not change); the dialog says so before the request is sent.
 */
export const BreakdownChoice = ({ caseId }: { caseId: string }) => {
  const files = useBreakdownChoices(caseId);
  const filesPage = (
    <Link component={RouterLink} to={`/cases/${encodeURIComponent(caseId)}/files`}>
      the case’s files
    </Link>
  );
  if (files.isError)
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => void files.refetch()}>
            Retry
          </Button>
        }
      >
        The case’s files could not be loaded: you can send the request without the settlement breakdown.
      </Alert>
    );
  if (files.data && files.data.data.length === 0)
    return (
      <Stack spacing={1}>
        <Typography color="text.secondary">
          No settlement breakdown to attach yet: this case has no files. Upload one here or to {filesPage}.
        </Typography>
        <BreakdownUpload caseId={caseId} />
      </Stack>
    );
  const options = files.data
    ? [
        { id: NO_BREAKDOWN, name: 'No breakdown' },
        ...files.data.data.map((f) => ({ id: f.id, name: f.name })),
      ]
    : null;
  return (
    <Stack spacing={0.5}>
      <SelectInput name="breakdownFileId" label="Settlement breakdown (optional)" options={options} />
      <Typography variant="body2" color="text.secondary">
        Only the provider asked can open it, from its billing screen; the file’s sharing does not change, so
        the case’s other providers do not see it.
        {files.data && files.data.total > BREAKDOWN_CHOICES_MAX
          ? ` Only the ${BREAKDOWN_CHOICES_MAX} newest files are listed.`
          : ''}{' '}
        Not listed? Upload it here or to {filesPage}.
      </Typography>
      {files.data && <BreakdownUpload caseId={caseId} />}
    </Stack>
  );
};
