import { Box, Drawer, List, ListItemButton, ListItemText } from '@mui/material';
import { useSwipeable } from 'react-swipeable';
import type { PublicLink } from './publicLinks.ts';

export interface MobileMenuDrawerProps {
  id: string;
  open: boolean;
  links: readonly PublicLink[];
  onClose: () => void;
  onPick: (path: string) => void;
}

/** The drawer of the public mobile menu (loaded the first time the menu opens): a swipe right closes it. */
export const MobileMenuDrawer = ({ id, open, links, onClose, onPick }: MobileMenuDrawerProps) => {
  const swipe = useSwipeable({ onSwipedRight: onClose, trackMouse: true });
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box {...swipe} id={id} sx={{ width: 260, height: '100%' }} data-testid="mobile-menu">
        <List component="nav" aria-label="Site menu">
          {links.map((link) => (
            <ListItemButton key={link.path} onClick={() => onPick(link.path)}>
              <ListItemText primary={link.label} />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Drawer>
  );
};
