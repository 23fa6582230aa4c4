import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** Behind initials when a picture is missing (grey 700: 6.2:1 with white). */
export const AVATAR_BACKGROUND = '#616161';

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
    // Red text buttons (Delete) sit on the form toolbar's grey: MUI's #d32f2f is 3.8:1 there, this 5.0:1.
    error: { main: '#b71c1c', contrastText: '#fff' },
  },
  components: {
    ...defaultLightTheme.components,
    // A picture's fallback initials: MUI draws the page background on grey 400 (1.7:1); white on grey 700.
    MuiAvatar: { styleOverrides: { colorDefault: { backgroundColor: AVATAR_BACKGROUND, color: '#fff' } } },
    // A spinner is a progressbar, which needs a name (axe: aria-progressbar-name), e.g. react-admin's app-bar
    // loading indicator, which takes no props for it.
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
  },
  shape: { borderRadius: 8 },
  // 230: the longest menu entry ("Factoring companies") fits without an ellipsis (issue 40 item 20).
  sidebar: { width: 230, closedWidth: 55 },
};
