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
import { formatFileSize, isInlineFileType } from '@casebridge/domain';
import type { ClaimantCaseDocument } from '@casebridge/domain';
import { apiFailure } from '../../shared/serverErrors.ts';
import { saveBlob } from '../../shared/saveBlob.ts';
import { FilePreview } from '../cases/index.ts';
import { useClaimantDocument } from './api.ts';
import { useClaimantText } from './useClaimantText.ts';

/**
 * The documents the firm shared with the claimant on one case: each viewed (images and PDF, in a dialog) or
 * downloaded. The API audits every read and refuses any other file (404). In the claimant's language.
 */
export const ClaimantDocuments = ({
  caseId,
  documents,
}: {
  caseId: string;
  documents: ClaimantCaseDocument[];
}) => {
  const { t, date, message } = useClaimantText();
  const download = useClaimantDocument();
  const [viewing, setViewing] = useState<ClaimantCaseDocument | null>(null);
  if (documents.length === 0)
    return <Typography color="text.secondary">{t('claimant.noDocuments')}</Typography>;
  return (
    <>
      {download.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {t('claimant.documents.downloadFailed', { message: message(apiFailure(download.error).message) })}
        </Alert>
      )}
      <List dense disablePadding aria-label={t('claimant.case.documents')}>
        {documents.map((doc) => (
          <ListItem
            key={doc.id}
            disableGutters
            secondaryAction={
              <Stack direction="row" spacing={1}>
                {isInlineFileType(doc.type) && (
                  <Button
                    size="small"
                    onClick={() => setViewing(doc)}
                    aria-label={t('claimant.documents.viewNamed', { name: doc.name })}
                  >
                    {t('claimant.documents.view')}
                  </Button>
                )}
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={t('claimant.documents.downloadNamed', { name: doc.name })}
                  disabled={download.isPending && download.variables?.fileId === doc.id}
                  onClick={() =>
                    download.mutate(
                      { caseId, fileId: doc.id, inline: false },
                      { onSuccess: ({ blob, filename }) => saveBlob(blob, filename) },
                    )
                  }
                >
                  {t('claimant.documents.download')}
                </Button>
              </Stack>
            }
            sx={{ pr: 22 }}
          >
            <ListItemText
              primary={doc.name}
              secondary={t('claimant.documents.details', {
                category: t(`fileCategory.${doc.category}`),
                size: formatFileSize(doc.size),
                date: date(doc.uploadedAt),
              })}
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
          <Button onClick={() => setViewing(null)}>{t('claimant.documents.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
