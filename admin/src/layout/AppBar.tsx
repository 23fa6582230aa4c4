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
      <TitlePortal />
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
