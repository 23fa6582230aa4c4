/**
 * Image upload (SPEC.md section 5): png, jpg, jpeg only ('Please select an image file'); above
 * LIMITS.imageMaxBytes (10 MB, the enforced check) 'The picture must weight less than 15MB' (the logo message).
 */
import { LIMITS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';

export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
/** For <input type="file" accept>. */
export const IMAGE_ACCEPT = IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',');

export interface ImageFileLike {
  name: string;
  type?: string | null;
  size: number;
}

export function isImageFile(file: Pick<ImageFileLike, 'name' | 'type'>): boolean {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const extensionOk = file.name.includes('.') && (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  const typeOk = !file.type || (IMAGE_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase());
  return extensionOk && typeOk;
}

/** null when the file can be uploaded, else the message to show. */
export function validateImageFile(file: ImageFileLike): string | null {
  if (!isImageFile(file)) return MESSAGES.selectImageFile;
  if (file.size > LIMITS.imageMaxBytes) return MESSAGES.pictureTooLarge;
  return null;
}
