import { Box, Button } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import type { MenuItem } from '@casebridge/domain';
import { isActive, menuHref } from './menuLinks.ts';
import { usePortalText } from '../../shared/i18n/usePortalText.ts';

/** One header menu entry: a portal link, a console link, or the Upgrade button. */
export const HeaderMenuButton = ({ item }: { item: MenuItem }) => {
  const { pathname } = useLocation();
  const active = isActive(item, pathname);
  const common = {
    'aria-current': active ? ('page' as const) : undefined,
    color: item.kind === 'button' ? ('secondary' as const) : ('inherit' as const),
    variant: item.kind === 'button' ? ('contained' as const) : ('text' as const),
    sx: { fontWeight: active ? 700 : 500, borderBottom: active ? 2 : 0, borderRadius: item.kind ? 1 : 0 },
  };
  return item.console ? (
    <Button {...common} href={menuHref(item)}>
      {item.label}
    </Button>
  ) : (
    <Button {...common} component={RouterLink} to={item.path}>
      {item.label}
    </Button>
  );
};

/** The header menu of SPEC.md 2.3 (items from headerMenu(actor)), shown from medium widths up. */
export const HeaderMenu = ({ items }: { items: readonly MenuItem[] }) => {
  const { t } = usePortalText();
  return (
    <Box
      component="nav"
      aria-label={t('chrome.header.main')}
      sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5, flex: 1 }}
    >
      {items.map((item) => (
        <HeaderMenuButton key={item.id} item={item} />
      ))}
    </Box>
  );
};
