import { Chip } from '@mui/material';
import { AppBar as RaAppBar, TitlePortal, UserMenu, useGetIdentity } from 'react-admin';
import { LogoutItem } from './LogoutItem.tsx';
import { NotificationBell } from './notifications/NotificationBell.tsx';
import { roleLabel } from './roleLabel.ts';
import { useActor } from './useActor.ts';

/** The user menu button's name: it shows the user's name, so its accessible name says it too. */
export const userMenuLabel = (fullName: string | undefined): string =>
  fullName ? `User menu of ${fullName}` : 'User menu';

/**
 * On phones the page title wraps (a smaller font, two lines fit the bar) instead of ending in an ellipsis that
 * hides which record the page is ("Registry Lakeview Imaging Center").
 */
const WRAPPING_TITLE = {
  whiteSpace: { xs: 'normal', sm: 'nowrap' },
  overflowWrap: 'anywhere',
  fontSize: { xs: '1rem', sm: undefined },
  lineHeight: { xs: 1.25, sm: undefined },
} as const;

/**
 * The console app bar: page title, the signed-in user's role, the notification bell, and the user menu (name,
 * Log out).
 */
export const AppBar = () => {
  const { actor } = useActor();
  const { identity } = useGetIdentity();
  const role = roleLabel(actor);
  return (
    <RaAppBar
      color="primary"
      userMenu={
        <UserMenu label={userMenuLabel(identity?.fullName)}>
          <LogoutItem />
        </UserMenu>
      }
    >
      <TitlePortal sx={WRAPPING_TITLE} />
      {role ? (
        <Chip
          label={role}
          size="small"
          variant="outlined"
          sx={{ color: 'inherit', borderColor: 'currentColor', mr: 1, display: { xs: 'none', sm: 'flex' } }}
        />
      ) : null}
      <NotificationBell />
    </RaAppBar>
  );
};
