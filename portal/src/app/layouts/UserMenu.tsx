import { useId, useState } from 'react';
import { Avatar, Box, Button, Divider, Menu, MenuItem as MuiMenuItem } from '@mui/material';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { useLogout } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import type { MenuItem } from '@casebridge/domain';
import { SIGN_IN_PATH } from '../../shared/paths.ts';

/** The user menu of SPEC.md 2.3 (items from userMenu(actor, ctx)); Log out clears the session. */
export const UserMenu = ({
  userName,
  items,
  label = `User menu of ${userName}`,
  picture = null,
  pictureAlt = 'Your picture',
}: {
  userName: string;
  items: readonly MenuItem[];
  /** The menu button's name ('User menu of {name}', or in the claimant's language). */
  label?: string;
  /** The user's own picture (My Account uploads it), shown instead of the generic icon. */
  picture?: string | null;
  /** The picture's text alternative, in the reader's language. */
  pictureAlt?: string;
}) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const logout = useLogout();
  const buttonId = useId();
  const menuId = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        startIcon={
          picture ? (
            <Avatar src={picture} alt={pictureAlt} sx={{ width: 28, height: 28 }} />
          ) : (
            <AccountCircle />
          )
        }
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ maxWidth: 220, minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        <Box
          component="span"
          sx={{
            display: { xs: 'none', sm: 'inline' },
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {userName}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {items.flatMap((item) =>
          item.kind === 'action'
            ? [
                <Divider key={`${item.id}-divider`} />,
                <MuiMenuItem
                  key={item.id}
                  onClick={() => {
                    close();
                    void logout({}, SIGN_IN_PATH, false);
                  }}
                >
                  {item.label}
                </MuiMenuItem>,
              ]
            : [
                <MuiMenuItem key={item.id} component={RouterLink} to={item.path} onClick={close}>
                  {item.label}
                </MuiMenuItem>,
              ],
        )}
      </Menu>
    </>
  );
};
