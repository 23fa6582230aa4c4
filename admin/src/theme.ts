import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** The console theme: react-admin's default light theme in the CaseBridge colours. */
export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#1d4e89' },
    secondary: { main: '#123257' },
    background: { default: '#f4f6f9' },
  },
  shape: { borderRadius: 8 },
  sidebar: { width: 220, closedWidth: 55 },
};
