import { useId, useRef } from 'react';
import { Button, IconButton, Stack, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import { CASE_FILE_ACCEPT, INTRO_FILE_HINT, formatFileSize } from '@casebridge/domain';

interface IntroFileInputProps {
  file: File | null;
  error: string | null;
  onChange: (file: File | null) => void;
}

/** The intro's optional file: a picker, the chosen file with a remove button, the limit and the problem. */
export const IntroFileInput = ({ file, error, onChange }: IntroFileInputProps) => {
  const picker = useRef<HTMLInputElement>(null);
  const hintId = useId();
  return (
    <div>
      <input
        ref={picker}
        type="file"
        hidden
        accept={CASE_FILE_ACCEPT}
        aria-label="File to attach"
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
      />
      {file ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <AttachFileIcon fontSize="small" aria-hidden />
          <Typography variant="body2">
            {file.name} ({formatFileSize(file.size)})
          </Typography>
          <IconButton size="small" aria-label={`Remove ${file.name}`} onClick={() => onChange(null)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      ) : (
        <Button
          variant="outlined"
          startIcon={<AttachFileIcon />}
          onClick={() => picker.current?.click()}
          aria-describedby={hintId}
        >
          Attach a file
        </Button>
      )}
      <Typography
        id={hintId}
        variant="body2"
        color={error ? 'error' : 'text.secondary'}
        role={error ? 'alert' : undefined}
        sx={{ mt: 1 }}
      >
        {error ?? INTRO_FILE_HINT}
      </Typography>
    </div>
  );
};
