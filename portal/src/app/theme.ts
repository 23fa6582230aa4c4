import { defaultLightTheme } from 'react-admin';
import type { RaThemeOptions } from 'react-admin';

/** The portal's MUI theme: react-admin's light theme with the CaseBridge palette. */
export const portalTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#1d4e89' },
    // Darker than MUI's defaults so white text on them (the Upgrade button, status chips) and their text on
    // the page reach WCAG AA 4.5:1: teal 5.1:1 (was 4.1:1), warning orange 5.0:1 (MUI's is 3.1:1), info 4.8:1.
    secondary: { main: '#0b7a7c' },
    warning: { main: '#b45309', contrastText: '#fff' },
    info: { main: '#0277bd', contrastText: '#fff' },
    background: { default: '#f6f8fb' },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    button: { textTransform: 'none' },
    // Page titles (h4) a size smaller on phones, where a three-word name would take a line per word.
    h4: { fontSize: '1.5rem', '@media (min-width:600px)': { fontSize: '2.125rem' } },
  },
};
