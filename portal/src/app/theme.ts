import { defaultLightTheme } from 'react-admin';
import type { RaThemeOptions } from 'react-admin';

/** The portal's MUI theme: react-admin's light theme with the CaseBridge palette. */
export const portalTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#1d4e89' },
    secondary: { main: '#0f8b8d' },
    background: { default: '#f6f8fb' },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    button: { textTransform: 'none' },
  },
};
