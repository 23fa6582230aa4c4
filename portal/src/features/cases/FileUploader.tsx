import { useId, useRef, useState } from 'react';
import type { DragEvent, KeyboardEvent } from 'react';
import {
  Box,
  Button,
  LinearProgress,
  List,
  ListItem,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import UploadIcon from '@mui/icons-material/CloudUploadOutlined';
import {
  CASE_FILE_ACCEPT,
  CASE_FILE_CATEGORIES,
  CASE_FILE_CATEGORY_LABELS,
  CASE_FILE_MAX_MB,
  CASE_FILE_SHARING,
  CASE_FILE_SHARING_LABELS,
  formatFileSize,
} from '@casebridge/domain';
import type { CaseAccess, CaseFileCategory, CaseFileSharing } from '@casebridge/domain';
import { percentOf, useFileUploads } from './useFileUploads.ts';
import type { UploadItem } from './useFileUploads.ts';

const STATUS_TEXT = (item: UploadItem): string => {
  if (item.status === 'failed') return `Not uploaded: ${item.message ?? ''}`;
  if (item.status === 'done') return 'Uploaded';
  if (item.status === 'waiting') return 'Waiting';
  return `Uploading… ${percentOf(item)} %`;
};

const UploadRow = ({ item }: { item: UploadItem }) => (
  <ListItem divider sx={{ display: 'block' }} data-testid="upload-row">
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{item.name}</Typography>
      <Typography color="text.secondary">{formatFileSize(item.size)}</Typography>
    </Stack>
    <LinearProgress
      variant="determinate"
      value={percentOf(item)}
      color={item.status === 'failed' ? 'error' : item.status === 'done' ? 'success' : 'primary'}
      aria-label={`Upload of ${item.name}`}
      sx={{ my: 0.5 }}
    />
    <Typography variant="body2" color={item.status === 'failed' ? 'error' : 'text.secondary'} role="status">
      {STATUS_TEXT(item)}
    </Typography>
  </ListItem>
);

/**
 * Upload by drag-and-drop or the file picker, several files at once, each with its own progress bar that
 * follows its request. The firm picks who the files are shared with; a collaborator's are always shared.
 */
export const FileUploader = ({ caseId, access }: { caseId: string; access: CaseAccess }) => {
  const uploads = useFileUploads(caseId);
  const picker = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [category, setCategory] = useState<CaseFileCategory>('OTHER');
  const [sharedWith, setSharedWith] = useState<CaseFileSharing>('FIRM');
  const [dragging, setDragging] = useState(false);
  const firm = access === 'FIRM';

  const add = (files: FileList | null) => {
    if (files?.length) uploads.add([...files], firm ? { category, sharedWith } : { category });
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };
  const keyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    picker.current?.click();
  };

  return (
    <Stack spacing={1.5} component="section" aria-label="Upload files">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label="Category"
          value={category}
          onChange={(e) => setCategory(e.target.value as CaseFileCategory)}
          sx={{ minWidth: 200 }}
        >
          {CASE_FILE_CATEGORIES.map((c) => (
            <MenuItem key={c} value={c}>
              {CASE_FILE_CATEGORY_LABELS[c]}
            </MenuItem>
          ))}
        </TextField>
        {firm && (
          <TextField
            select
            size="small"
            label="Shared with"
            value={sharedWith}
            onChange={(e) => setSharedWith(e.target.value as CaseFileSharing)}
            sx={{ minWidth: 220 }}
          >
            {CASE_FILE_SHARING.map((s) => (
              <MenuItem key={s} value={s}>
                {CASE_FILE_SHARING_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      <Box
        role="button"
        tabIndex={0}
        aria-describedby={hintId}
        onClick={() => picker.current?.click()}
        onKeyDown={keyDown}
        onDragOver={(e) => (e.preventDefault(), setDragging(true))}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="file-dropzone"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 1,
          p: 3,
          textAlign: 'center',
          cursor: 'pointer',
        }}
      >
        <UploadIcon color="primary" aria-hidden />
        <Typography>Drag files here or choose files</Typography>
        <Typography id={hintId} variant="body2" color="text.secondary">
          PDF, images, Word, Excel, CSV or text; up to {CASE_FILE_MAX_MB} MB each.
        </Typography>
      </Box>
      <input
        ref={picker}
        type="file"
        multiple
        hidden
        accept={CASE_FILE_ACCEPT}
        aria-label="Choose files to upload"
        data-testid="file-picker"
        onChange={(e) => (add(e.target.files), (e.target.value = ''))}
      />
      {uploads.items.length > 0 && (
        <>
          <List aria-label="Uploads" dense>
            {uploads.items.map((item) => (
              <UploadRow key={item.key} item={item} />
            ))}
          </List>
          <Box>
            <Button size="small" onClick={uploads.clearFinished} disabled={!uploads.finished}>
              Clear finished uploads
            </Button>
          </Box>
        </>
      )}
    </Stack>
  );
};
