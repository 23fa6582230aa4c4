import { Suspense, lazy, useEffect, useId, useState } from 'react';
import type { DragEvent } from 'react';
import { Avatar, Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { IMAGE_ACCEPT, validateImageFile } from '@casebridge/domain';

// The crop dialog (and react-easy-crop) loads when a picture is picked.
const ImageCropDialog = lazy(() =>
  import('../../shared/image/ImageCropDialog.tsx').then((module) => ({ default: module.ImageCropDialog })),
);

/**
 * The company logo (SPEC.md 2.6, 5): pick or drop a png, jpg or jpeg ('Please select an image file'
 * otherwise; above 15 MB the logo's own message, see validateImageFile), crop it square in the crop modal, and
 * the cropped picture (at most 1080 px wide) is uploaded when the form is saved.
 */
export const LogoInput = ({
  picture,
  onChange,
}: {
  picture: string | null;
  onChange: (file: File | null) => void;
}) => {
  const id = useId();
  const [picked, setPicked] = useState<File | null>(null);
  const [cropped, setCropped] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The preview's object URL is freed when the cropped picture changes (a browser resource, not a fetch).
  useEffect(() => {
    if (!cropped) return setPreview(null);
    const url = URL.createObjectURL(cropped);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [cropped]);

  const choose = (file: File | null | undefined) => {
    if (!file) return;
    const problem = validateImageFile(file, 'companyLogo');
    setError(problem);
    if (!problem) setPicked(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    choose(event.dataTransfer.files[0]);
  };

  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center' }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
    >
      <Avatar
        src={preview ?? picture ?? undefined}
        variant="rounded"
        alt="Company logo"
        sx={{ width: 56, height: 56 }}
      />
      <Box>
        <Button component="label" htmlFor={id} variant="outlined" size="small">
          {picture || cropped ? 'Change logo' : 'Upload logo'}
          <input
            id={id}
            hidden
            type="file"
            accept={IMAGE_ACCEPT}
            aria-label="Logo"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {cropped
            ? `${cropped.name} (cropped, saved with the form)`
            : 'PNG or JPEG; drop a file here or pick one.'}
        </Typography>
        {error && <FormHelperText error>{error}</FormHelperText>}
      </Box>
      {picked && (
        <Suspense fallback={null}>
          <ImageCropDialog
            file={picked}
            title="Crop your logo"
            onApply={(file) => {
              setCropped(file);
              onChange(file);
              setPicked(null);
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
