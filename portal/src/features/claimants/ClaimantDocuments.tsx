import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import {
  CASE_FILE_CATEGORY_LABELS,
  CLAIMANT_CASE_MESSAGES,
  formatFileSize,
  formatLongDate,
  isInlineFileType,
} from '@casebridge/domain';
import type { ClaimantCaseDocument } from '@casebridge/domain';
import { apiFailure } from '../../shared/serverErrors.ts';
import { saveBlob } from '../../shared/saveBlob.ts';
import { FilePreview } from '../cases/index.ts';
import { useClaimantDocument } from './api.ts';

/**
 * The documents the firm shared with the claimant on one case: each viewed (images and PDF, in a dialog) or
 * downloaded. The API audits every read and refuses any other file (404).
 */
export const ClaimantDocuments = ({
  caseId,
  documents,
}: {
  caseId: string;
  documents: ClaimantCaseDocument[];
}) => {
  const download = useClaimantDocument();
  const [viewing, setViewing] = useState<ClaimantCaseDocument | null>(null);
  if (documents.length === 0)
    return <Typography color="text.secondary">{CLAIMANT_CASE_MESSAGES.noDocuments}</Typography>;
  return (
    <>
      {download.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          The document could not be downloaded: {apiFailure(download.error).message}
        </Alert>
      )}
      <List dense disablePadding aria-label="Documents shared with you">
        {documents.map((doc) => (
          <ListItem
            key={doc.id}
            disableGutters
            secondaryAction={
              <Stack direction="row" spacing={1}>
                {isInlineFileType(doc.type) && (
                  <Button size="small" onClick={() => setViewing(doc)} aria-label={`View ${doc.name}`}>
                    View
                  </Button>
                )}
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={`Download ${doc.name}`}
                  disabled={download.isPending && download.variables?.fileId === doc.id}
                  onClick={() =>
                    download.mutate(
                      { caseId, fileId: doc.id, inline: false },
                      { onSuccess: ({ blob, filename }) => saveBlob(blob, filename) },
                    )
                  }
                >
                  Download
                </Button>
              </Stack>
            }
            sx={{ pr: 22 }}
          >
            <ListItemText
              primary={doc.name}
              secondary={`${CASE_FILE_CATEGORY_LABELS[doc.category]} · ${formatFileSize(doc.size)} · shared ${formatLongDate(doc.uploadedAt)}`}
            />
          </ListItem>
        ))}
      </List>
      <Dialog open={viewing !== null} onClose={() => setViewing(null)} fullWidth maxWidth="md">
        <DialogTitle>{viewing?.name}</DialogTitle>
        <DialogContent>
          {viewing && <FilePreview file={viewing} source={{ caseId, fileId: viewing.id }} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setViewing(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
