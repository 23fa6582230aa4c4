/**
 * Cropping a picked image (SPEC.md 2.6, 9): the crop area as react-easy-crop reports it (pixels of the
 * original), drawn on a canvas scaled down to at most LIMITS.imageMaxWidth (1080) px wide, encoded as the
 * original's type (PNG stays PNG, JPEG stays JPEG).
 */
import { LIMITS } from '@casebridge/domain';

export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The slider's 0 to 10 (steps of 0.1) as the cropper's zoom factor: 0 is the whole image (1x), 10 is 11x. */
export const sliderToZoom = (slider: number): number => 1 + slider;
export const zoomToSlider = (zoom: number): number => Math.round((zoom - 1) * 10) / 10;

/** The output size of `area`: its own size, scaled down to at most `maxWidth` wide (aspect kept). */
export function outputSize(
  area: Pick<CropArea, 'width' | 'height'>,
  maxWidth: number = LIMITS.imageMaxWidth,
) {
  const scale = Math.min(1, maxWidth / Math.max(1, area.width));
  return {
    width: Math.max(1, Math.round(area.width * scale)),
    height: Math.max(1, Math.round(area.height * scale)),
  };
}

const loadImage = (url: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read.'));
    image.src = url;
  });

/** The cropped file, named after the original. */
export async function cropToFile(file: File, url: string, area: CropArea): Promise<File> {
  const image = await loadImage(url);
  const size = outputSize(area);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The image could not be cropped.');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.92));
  if (!blob) throw new Error('The image could not be cropped.');
  return new File([blob], file.name, { type });
}
