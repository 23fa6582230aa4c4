import { describe, expect, it } from 'vitest';
import { IMAGE_ACCEPT, imageSizeProblem, validateImageFile } from './image.ts';

const MB = 1024 * 1024;

describe('validateImageFile', () => {
  it('accepts png, jpg and jpeg', () => {
    expect(validateImageFile({ name: 'logo.png', type: 'image/png', size: MB }, 'picture')).toBeNull();
    expect(validateImageFile({ name: 'LOGO.JPG', type: 'image/jpeg', size: MB }, 'companyLogo')).toBeNull();
    expect(validateImageFile({ name: 'a.jpeg', type: '', size: MB }, 'picture')).toBeNull();
    expect(IMAGE_ACCEPT).toBe('.png,.jpg,.jpeg');
  });
  it('rejects other formats with "Please select an image file", whatever the size', () => {
    for (const kind of ['picture', 'companyLogo'] as const) {
      expect(validateImageFile({ name: 'a.gif', type: 'image/gif', size: 1 }, kind)).toBe(
        'Please select an image file',
      );
      expect(validateImageFile({ name: 'a.png', type: 'application/pdf', size: 1 }, kind)).toBe(
        'Please select an image file',
      );
      expect(validateImageFile({ name: 'png', type: 'image/png', size: 20 * MB }, kind)).toBe(
        'Please select an image file',
      );
    }
  });
  it("the company logo: up to 15 MB, above it the logo's own message", () => {
    const logo = (size: number) =>
      validateImageFile({ name: 'a.png', type: 'image/png', size }, 'companyLogo');
    expect(logo(12 * MB)).toBeNull();
    expect(logo(15 * MB)).toBeNull();
    expect(logo(15 * MB + 1)).toBe('The picture must weight less than 15MB');
  });
  it('any other picture: up to 10 MB, above it a sentence that says 10 MB', () => {
    const picture = (size: number) =>
      validateImageFile({ name: 'a.jpg', type: 'image/jpeg', size }, 'picture');
    expect(picture(10 * MB)).toBeNull();
    expect(picture(10 * MB + 1)).toBe('The picture must be 10 MB or smaller.');
    expect(imageSizeProblem(12 * MB, 'picture')).toMatch(/10 MB/);
  });
});
