import { useId, useState } from 'react';
import { IconButton, Menu, MenuItem as MuiMenuItem } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, useLocation } from 'react-router';
import type { MenuItem } from '@casebridge/domain';
import { isActive, menuHref } from './menuLinks.ts';
import { usePortalText } from '../../shared/i18n/usePortalText.ts';

/** The header menu at small widths: the same items in a drop-down menu. */
export const MobileHeaderMenu = ({ items }: { items: readonly MenuItem[] }) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const menuId = useId();
  const close = () => setAnchor(null);
  const { t } = usePortalText();
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('chrome.header.openMenu')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {items.map((item) =>
          item.console ? (
            <MuiMenuItem key={item.id} component="a" href={menuHref(item)} onClick={close}>
              {item.label}
            </MuiMenuItem>
          ) : (
            <MuiMenuItem
              key={item.id}
              component={RouterLink}
              to={item.path}
              onClick={close}
              selected={isActive(item, pathname)}
            >
              {item.label}
            </MuiMenuItem>
          ),
        )}
      </Menu>
    </>
  );
};
