import { describe, expect, it } from 'vitest';
import { IMAGE_ACCEPT, validateImageFile } from './image.ts';

const MB = 1024 * 1024;

describe('validateImageFile', () => {
  it('accepts png, jpg and jpeg up to 10 MB', () => {
    expect(validateImageFile({ name: 'logo.png', type: 'image/png', size: MB })).toBeNull();
    expect(validateImageFile({ name: 'LOGO.JPG', type: 'image/jpeg', size: MB })).toBeNull();
    expect(validateImageFile({ name: 'a.jpeg', type: '', size: 10 * MB })).toBeNull();
    expect(IMAGE_ACCEPT).toBe('.png,.jpg,.jpeg');
  });
  it('rejects other formats with "Please select an image file"', () => {
    expect(validateImageFile({ name: 'a.gif', type: 'image/gif', size: 1 })).toBe(
      'Please select an image file',
    );
    expect(validateImageFile({ name: 'a.png', type: 'application/pdf', size: 1 })).toBe(
      'Please select an image file',
    );
    expect(validateImageFile({ name: 'png', type: 'image/png', size: 1 })).toBe(
      'Please select an image file',
    );
  });
  it('rejects above 10 MB with the logo message', () => {
    expect(validateImageFile({ name: 'a.png', type: 'image/png', size: 10 * MB + 1 })).toBe(
      'The picture must weight less than 15MB',
    );
  });
});
