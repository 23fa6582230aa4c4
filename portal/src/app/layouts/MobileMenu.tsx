import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { IconButton } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { useNavigate } from 'react-router';
import { TIMINGS } from '@casebridge/domain';
import type { PublicLink } from './publicLinks.ts';

// The drawer (MUI's modal machinery and the swipe handler) loads when the menu is first opened.
export const preloadMobileMenuDrawer = () => import('./MobileMenuDrawer.tsx');
const MobileMenuDrawer = lazy(() =>
  preloadMobileMenuDrawer().then((module) => ({ default: module.MobileMenuDrawer })),
);

const MENU_ID = 'public-mobile-menu';

/**
 * The public mobile menu (SPEC.md 2.4): a drawer from the right; a swipe right closes it; picking a link
 * closes it and navigates TIMINGS.mobileMenuRedirectMs (500 ms) later.
 */
export const MobileMenu = ({ links }: { links: readonly PublicLink[] }) => {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const go = (path: string) => {
    setOpen(false);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void navigate(path), TIMINGS.mobileMenuRedirectMs);
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Open menu"
        aria-controls={open ? MENU_ID : undefined}
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            id={MENU_ID}
            open={open}
            links={links}
            onClose={() => setOpen(false)}
            onPick={go}
          />
        </Suspense>
      )}
    </>
  );
};
