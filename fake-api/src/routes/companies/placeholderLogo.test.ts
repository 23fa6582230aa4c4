import { describe, expect, it } from 'vitest';
import { initialsOf, placeholderLogo } from './placeholderLogo.ts';

describe('placeholderLogo', () => {
  it('shows up to two initials, skipping symbols', () => {
    expect(initialsOf('Hartwell & Associates Law')).toBe('HA');
    expect(initialsOf('riverside')).toBe('R');
    expect(initialsOf('<script> x')).toBe('X');
  });

  it('is a deterministic SVG', () => {
    const svg = placeholderLogo('co-1', 'Lakeview Imaging').toString();
    expect(svg).toMatch(/^<svg [^>]*>.*>LI<\/text><\/svg>$/);
    expect(placeholderLogo('co-1', 'Lakeview Imaging').toString()).toBe(svg);
  });
});
