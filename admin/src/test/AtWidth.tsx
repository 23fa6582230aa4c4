import { useMemo, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material';

/** A matchMedia for a window `width` px wide, enough for MUI's breakpoint queries (min-/max-width in px). */
function matchMediaAt(width: number) {
  return (query: string) => {
    const bounds = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
    const matches = bounds.every(([, side, px]) =>
      side === 'min' ? width >= Number(px) : width <= Number(px),
    );
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}

/**
 * Renders its children as in a window `width` px wide (jsdom has no matchMedia): MUI's useMediaQuery reads it
 * from the theme, so no global is replaced.
 */
export const AtWidth = ({ width, children }: { width: number; children: ReactNode }) => {
  // One theme function per width: a new one each render would make every styled element restyle.
  const theme = useMemo(() => {
    const matchMedia = matchMediaAt(width);
    return (outer: Theme) => ({
      ...outer,
      components: { ...outer.components, MuiUseMediaQuery: { defaultProps: { matchMedia } } },
    });
  }, [width]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
};
