import { useState } from 'react';
import { Alert, Button, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import {
  CASE_FILE_ABILITIES,
  CASE_FILE_CATEGORY_LABELS,
  CASE_FILE_SHARING_LABELS,
  caseFileTypeOfMime,
  formatFileSize,
} from '@casebridge/domain';
import type { ShareLinkView } from '@casebridge/domain';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { saveBlob } from '../../shared/saveBlob.ts';
import { apiFailure } from '../../shared/serverErrors.ts';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { useCase, useCaseFile, useCaseFileActions } from './api.ts';
import { day } from './CaseTable.tsx';
import { FileAuditList } from './FileAuditList.tsx';
import { FileEditDialog } from './FileEditDialog.tsx';
import { FilePreview } from './FilePreview.tsx';
import { ShareLinkButton } from './ShareLinkButton.tsx';
import { ShareLinkDialog } from './ShareLinkDialog.tsx';
import { ShareLinksList } from './ShareLinksList.tsx';

/**
 * /cases/{id}/files/{idFile}: a file's details and preview (images, PDF), download, rename, delete (after a
 * confirmation), a share link and the audit trail for the firm.
 */
export const CaseFileDetailsPage = () => {
  const { id = '', idFile = '' } = useParams();
  const notify = useNotify();
  const navigate = useNavigate();
  const legalCase = useCase(id);
  const query = useCaseFile(id, idFile);
  const actions = useCaseFileActions(id, idFile);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [link, setLink] = useState<ShareLinkView | null>(null);
  const file = query.data;
  const filesPath = `/cases/${encodeURIComponent(id)}/files`;
  usePageTitle(file ? `File ${file.name}` : 'File details');
  const fail = (error: unknown) => notify(apiFailure(error).message, { type: 'error' });

  if (!file || !legalCase.data) {
    const error = query.error ?? legalCase.error;
    const failure = error ? apiFailure(error) : null;
    return (
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          File details
        </Typography>
        {!failure && <Typography role="status">Loading the file…</Typography>}
        {failure && (
          <Alert
            severity="error"
            action={
              <Button component={RouterLink} to={filesPath}>
                Back to the files
              </Button>
            }
          >
            {failure.status === 404
              ? 'This file does not exist or you do not have access to it.'
              : failure.message}
          </Alert>
        )}
      </Stack>
    );
  }
  const { access, folio } = legalCase.data;
  const mayManage = file.mayManage;
  const download = () =>
    actions.download.mutate(undefined, {
      onSuccess: ({ blob, filename }) => saveBlob(blob, filename),
      onError: fail,
    });
  const share = () => actions.share.mutate(undefined, { onSuccess: setLink, onError: fail });
  const confirmDelete = () =>
    actions.remove.mutate(undefined, {
      onSuccess: () => {
        notify(`File ${file.name} deleted`, { type: 'success' });
        void navigate(filesPath);
      },
      onError: fail,
    });

  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to={filesPath}>
        ← Files of case {folio}
      </Link>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ justifyContent: 'space-between', gap: 2 }}>
        <Stack spacing={1}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Chip label={caseFileTypeOfMime(file.type)?.label ?? file.type} size="small" />
            <Chip label={CASE_FILE_CATEGORY_LABELS[file.category]} size="small" />
            <Chip label={CASE_FILE_SHARING_LABELS[file.sharedWith]} size="small" variant="outlined" />
          </Stack>
          <Typography color="text.secondary">
            {formatFileSize(file.size)} · uploaded by {file.uploaderName}
            {file.uploaderCompanyName ? ` (${file.uploaderCompanyName})` : ''} on {day(file.uploadedAt)}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
          <LoadingButton variant="contained" onClick={download} loading={actions.download.isPending}>
            Download
          </LoadingButton>
          {CASE_FILE_ABILITIES.share(access) && (
            <ShareLinkButton
              allowed={file.mayCreateShareLink}
              pending={actions.share.isPending}
              onClick={share}
            />
          )}
          {mayManage && (
            <Button variant="outlined" onClick={() => setEditing(true)}>
              Rename
            </Button>
          )}
          {mayManage && (
            <Button color="error" onClick={() => setDeleting(true)}>
              Delete
            </Button>
          )}
        </Stack>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="file-preview-title">
        <Typography id="file-preview-title" variant="h6" component="h2" gutterBottom>
          Preview
        </Typography>
        <FilePreview file={file} source={{ caseId: id, fileId: idFile }} />
      </Paper>
      {CASE_FILE_ABILITIES.share(access) && (
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="file-links-title">
          <Typography id="file-links-title" variant="h6" component="h2" gutterBottom>
            Active share links
          </Typography>
          <ShareLinksList caseId={id} fileId={idFile} />
        </Paper>
      )}
      {CASE_FILE_ABILITIES.readAudit(access) && (
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="file-audit-title">
          <Typography id="file-audit-title" variant="h6" component="h2">
            Audit trail
          </Typography>
          <FileAuditList caseId={id} fileId={idFile} />
        </Paper>
      )}
      {editing && <FileEditDialog file={file} access={access} onClose={() => setEditing(false)} />}
      {link && <ShareLinkDialog link={link} onClose={() => setLink(null)} />}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${file.name}?`}
          confirmLabel="Delete file"
          pending={actions.remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(false)}
        >
          Its share links stop working. The deletion is recorded in the case’s activity. This cannot be
          undone.
        </ConfirmDialog>
      )}
    </Stack>
  );
};
