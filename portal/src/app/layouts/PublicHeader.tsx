import { AppBar, Box, Button, Toolbar } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { SIGN_IN_PATH } from '../../shared/paths.ts';
import { Brand } from './Brand.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { LOG_IN, PUBLIC_SECTION_LINKS, SIGN_UP } from './publicLinks.ts';

/** The public header: home page section links, Log in and Sign Up; a drawer menu at small widths. */
export const PublicHeader = ({ navigationDisabled }: { navigationDisabled: boolean }) => (
  <AppBar position="sticky" color="default" elevation={1}>
    <Toolbar>
      <Brand to={navigationDisabled ? null : SIGN_IN_PATH} />
      {!navigationDisabled && (
        <>
          <Box
            component="nav"
            aria-label="Site"
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 1, flex: 1 }}
          >
            {PUBLIC_SECTION_LINKS.map((link) => (
              <Button key={link.path} component={RouterLink} to={link.path} color="inherit">
                {link.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}>
            <Button component={RouterLink} to={LOG_IN.path} variant="outlined">
              {LOG_IN.label}
            </Button>
            <Button component={RouterLink} to={SIGN_UP.path} variant="contained">
              {SIGN_UP.label}
            </Button>
          </Box>
          <Box sx={{ display: { xs: 'flex', md: 'none' }, ml: 'auto' }}>
            <MobileMenu links={[...PUBLIC_SECTION_LINKS, LOG_IN, SIGN_UP]} />
          </Box>
        </>
      )}
    </Toolbar>
  </AppBar>
);
