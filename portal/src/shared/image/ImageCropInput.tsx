import { Suspense, lazy, useId, useState } from 'react';
import type { DragEvent, ReactNode } from 'react';
import { Avatar, Box, Button, CircularProgress, FormHelperText, Stack, Typography } from '@mui/material';
import { IMAGE_ACCEPT, validateImageFile } from '@casebridge/domain';
import type { ImageKind } from '@casebridge/domain';

// The crop dialog (and react-easy-crop) loads when a picture is picked.
const ImageCropDialog = lazy(() =>
  import('./ImageCropDialog.tsx').then((module) => ({ default: module.ImageCropDialog })),
);

export interface ImageCropInputProps {
  /** What the picture shows now (a saved picture's URL, or a local preview), null for none. */
  src: string | null;
  /** Which size rule applies (IMAGE_SIZE_RULES: the company logo 15 MB, any other picture 10 MB). */
  kind: ImageKind;
  /** The file input's accessible name ('Logo', 'Your picture'). */
  label: string;
  /** The image's text alternative. */
  alt: string;
  /** The button's text ('Upload logo', 'Change logo'). */
  buttonText: string;
  cropTitle: string;
  /** The line under the button. */
  caption: ReactNode;
  /** The cropped picture (square, at most 1080 px wide). */
  onCropped: (file: File) => void;
  variant?: 'rounded' | 'circular';
  /** An upload running: the button waits. */
  busy?: boolean;
  /** An error from outside (the upload's), shown like the file's own. */
  error?: string | null;
}

/**
 * Pick or drop a png, jpg or jpeg ('Please select an image file' otherwise; the size rule of `kind`), crop it
 * square in the crop modal (SPEC.md 2.6: drag, zoom 0 to 10, Apply, Cancel, Back), and hand the cropped picture
 * to `onCropped`. Used by the company logo and the user's own picture.
 */
export const ImageCropInput = ({
  src,
  kind,
  label,
  alt,
  buttonText,
  cropTitle,
  caption,
  onCropped,
  variant = 'rounded',
  busy = false,
  error = null,
}: ImageCropInputProps) => {
  const id = useId();
  const [picked, setPicked] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (file: File | null | undefined) => {
    if (!file) return;
    const found = validateImageFile(file, kind);
    setProblem(found);
    if (!found) setPicked(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    if (!busy) choose(event.dataTransfer.files[0]);
  };
  const shown = problem ?? error;

  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center' }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
    >
      <Avatar src={src ?? undefined} variant={variant} alt={alt} sx={{ width: 56, height: 56 }} />
      <Box>
        <Button
          component="label"
          htmlFor={id}
          variant="outlined"
          size="small"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} aria-label="Uploading" /> : undefined}
        >
          {buttonText}
          <input
            id={id}
            hidden
            type="file"
            accept={IMAGE_ACCEPT}
            aria-label={label}
            disabled={busy}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {caption}
        </Typography>
        {shown && (
          <FormHelperText error role="alert">
            {shown}
          </FormHelperText>
        )}
      </Box>
      {picked && (
        <Suspense fallback={null}>
          <ImageCropDialog
            file={picked}
            title={cropTitle}
            onApply={(file) => {
              setPicked(null);
              onCropped(file);
            }}
            onCancel={() => setPicked(null)}
            onBack={() => {
              setPicked(null);
              document.getElementById(id)?.click();
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
};
