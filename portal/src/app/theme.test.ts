import { describe, expect, it } from 'vitest';
import { createTheme, getContrastRatio } from '@mui/material/styles';
import { portalTheme } from './theme.ts';

const theme = createTheme(portalTheme);
const AA = 4.5;

describe('portal theme contrast (WCAG AA, 4.5:1 for text)', () => {
  it.each(['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const)(
    'white-or-dark text on a filled %s button or chip is readable',
    (color) => {
      const { main, contrastText } = theme.palette[color];
      expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(AA);
    },
  );

  it('the Upgrade button (contained secondary) and warning text on the page background are readable', () => {
    expect(getContrastRatio('#fff', theme.palette.secondary.main)).toBeGreaterThanOrEqual(AA);
    expect(
      getContrastRatio(theme.palette.warning.main, theme.palette.background.default),
    ).toBeGreaterThanOrEqual(AA);
  });
});
