import { describe, expect, it } from 'vitest';
import { outputSize, sliderToZoom, zoomToSlider } from './cropImage.ts';

describe('cropImage', () => {
  it('scales the crop down to at most 1080 px wide, keeping its aspect', () => {
    expect(outputSize({ width: 2160, height: 2160 })).toEqual({ width: 1080, height: 1080 });
    expect(outputSize({ width: 400, height: 400 })).toEqual({ width: 400, height: 400 });
    expect(outputSize({ width: 3000, height: 1500 })).toEqual({ width: 1080, height: 540 });
  });
  it('maps the 0 to 10 slider to the zoom factor and back', () => {
    expect(sliderToZoom(0)).toBe(1);
    expect(sliderToZoom(10)).toBe(11);
    expect(zoomToSlider(sliderToZoom(2.3))).toBe(2.3);
  });
});
