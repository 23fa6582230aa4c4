import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Slider,
  Stack,
  Typography,
} from '@mui/material';
import Cropper from 'react-easy-crop';
import { LIMITS } from '@casebridge/domain';
import { LoadingButton } from '../LoadingButton.tsx';
import { cropToFile, sliderToZoom, zoomToSlider } from './cropImage.ts';
import type { CropArea } from './cropImage.ts';

export interface ImageCropDialogProps {
  file: File;
  title?: string;
  /** The cropped image (at most 1080 px wide). */
  onApply: (cropped: File) => void;
  /** Closes without a picture. */
  onCancel: () => void;
  /** Back to picking another file. */
  onBack: () => void;
}

/**
 * The image crop modal (SPEC.md 2.6, 9): drag the picture, zoom with the slider (0 to 10 in steps of 0.1),
 * a square crop (aspect ratio 1); Apply, Cancel, Back. react-easy-crop loads with this dialog only.
 */
export const ImageCropDialog = ({
  file,
  title = 'Crop the picture',
  onApply,
  onCancel,
  onBack,
}: ImageCropDialogProps) => {
  const [url, setUrl] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<CropArea | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The object URL lives as long as the dialog shows this file (not a fetch: a browser resource to free).
  useEffect(() => {
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);

  const apply = async () => {
    if (!url || !area) return;
    setBusy(true);
    try {
      onApply(await cropToFile(file, url, area));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onCancel} aria-labelledby="image-crop-title" maxWidth="sm" fullWidth>
      <DialogTitle id="image-crop-title">{title}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Box
          sx={{ position: 'relative', height: 320, bgcolor: 'grey.900' }}
          aria-label="Drag to move the picture"
          role="group"
        >
          {url && (
            <Cropper
              image={url}
              crop={crop}
              zoom={zoom}
              minZoom={sliderToZoom(LIMITS.cropZoomMin)}
              maxZoom={sliderToZoom(LIMITS.cropZoomMax)}
              aspect={LIMITS.cropAspectRatio}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_area, pixels) => setArea(pixels)}
            />
          )}
        </Box>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2 }}>
          <Typography id="image-crop-zoom">Zoom</Typography>
          <Slider
            aria-labelledby="image-crop-zoom"
            min={LIMITS.cropZoomMin}
            max={LIMITS.cropZoomMax}
            step={LIMITS.cropZoomStep}
            value={zoomToSlider(zoom)}
            onChange={(_event, value) => setZoom(sliderToZoom(value as number))}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack}>Back</Button>
        <Button onClick={onCancel}>Cancel</Button>
        <LoadingButton variant="contained" loading={busy} disabled={!area} onClick={() => void apply()}>
          Apply
        </LoadingButton>
      </DialogActions>
    </Dialog>
  );
};
