import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import { useLogout, useTranslate, useUserMenu } from 'react-admin';
import { userMenu } from '@casebridge/domain';
import { useActor } from './useActor.ts';

/** The user menu's sign-out entry, labelled as the domain's user menu names it ('Log out'). */
export const LogoutItem = () => {
  const logout = useLogout();
  const translate = useTranslate();
  const menu = useUserMenu();
  const { actor } = useActor();
  const label =
    (actor && userMenu(actor).find((item) => item.id === 'logout')?.label) ?? translate('ra.auth.logout');
  return (
    <MenuItem
      onClick={() => {
        menu?.onClose();
        void logout();
      }}
    >
      <ListItemIcon>
        <PowerSettingsNewIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
};
