import { describe, expect, it } from 'vitest';
import { createTheme, getContrastRatio } from '@mui/material/styles';
import { AVATAR_BACKGROUND, theme } from './theme.ts';

describe('the console theme', () => {
  const { palette } = createTheme({ palette: theme.palette });

  it.each(['primary', 'secondary', 'success', 'warning', 'info', 'error'] as const)(
    'prints %s chips and buttons with text at 4.5:1 or more (WCAG AA)',
    (color) => {
      const { main, contrastText } = palette[color];
      expect(getContrastRatio(main, contrastText)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('prints red text buttons on the form toolbar grey at 4.5:1 or more', () => {
    expect(getContrastRatio(palette.error.main, '#e0e0e0')).toBeGreaterThanOrEqual(4.5);
  });

  it('draws initials on avatars at 4.5:1 or more', () => {
    expect(getContrastRatio(AVATAR_BACKGROUND, '#fff')).toBeGreaterThanOrEqual(4.5);
  });
});
