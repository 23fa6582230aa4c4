/**
 * SPEC.md 5 "Image upload": maximum width 1080 (LIMITS.imageMaxWidth), on the server too. A wider picture is
 * refused (400 with the limit) rather than stored as sent; the width is read from the file's header by the
 * image-size package (no decoding), and a header that cannot be read is a 400 as well.
 */
import { imageSize } from 'image-size';
import { LIMITS, MESSAGES, format } from '@casebridge/domain';
import { validationError } from '../../core/errors.ts';

/** 400 unless the PNG or JPEG in `buffer` is at most LIMITS.imageMaxWidth pixels wide. */
export function checkImageWidth(buffer: Buffer, field: string): void {
  let width: number | undefined;
  try {
    width = imageSize(buffer).width;
  } catch {
    throw validationError({ [field]: MESSAGES.imageUnreadable }, MESSAGES.imageUnreadable);
  }
  if (width === undefined)
    throw validationError({ [field]: MESSAGES.imageUnreadable }, MESSAGES.imageUnreadable);
  if (width > LIMITS.imageMaxWidth) {
    const message = format(MESSAGES.imageTooWide, { max: LIMITS.imageMaxWidth });
    throw validationError({ [field]: message }, message);
  }
}
