import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** The console theme: react-admin's default light theme in the CaseBridge colours. */
export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#1d4e89' },
    secondary: { main: '#123257' },
    background: { default: '#f4f6f9' },
    // Status chips print white on these: MUI's defaults (#ed6c02 at 3.1:1, #0288d1 at 3.9:1) fall short
    // of WCAG AA's 4.5:1 for their small text; these darker shades pass (5.0:1 and 4.8:1).
    warning: { main: '#b45309', contrastText: '#fff' },
    info: { main: '#0277bd', contrastText: '#fff' },
  },
  shape: { borderRadius: 8 },
  sidebar: { width: 220, closedWidth: 55 },
};
