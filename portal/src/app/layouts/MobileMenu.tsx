import { useEffect, useRef, useState } from 'react';
import { Box, Drawer, IconButton, List, ListItemButton, ListItemText } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { useNavigate } from 'react-router';
import { useSwipeable } from 'react-swipeable';
import { TIMINGS } from '@casebridge/domain';
import type { PublicLink } from './publicLinks.ts';

/**
 * The public mobile menu (SPEC.md 2.4): a drawer from the right; a swipe right closes it; picking a link
 * closes it and navigates TIMINGS.mobileMenuRedirectMs (500 ms) later.
 */
export const MobileMenu = ({ links }: { links: readonly PublicLink[] }) => {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const swipe = useSwipeable({ onSwipedRight: () => setOpen(false), trackMouse: true });

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
        aria-controls={open ? 'public-mobile-menu' : undefined}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </IconButton>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
        <Box {...swipe} id="public-mobile-menu" sx={{ width: 260, height: '100%' }} data-testid="mobile-menu">
          <List component="nav" aria-label="Site menu">
            {links.map((link) => (
              <ListItemButton key={link.path} onClick={() => go(link.path)}>
                <ListItemText primary={link.label} />
              </ListItemButton>
            ))}
          </List>
        </Box>
      </Drawer>
    </>
  );
};
