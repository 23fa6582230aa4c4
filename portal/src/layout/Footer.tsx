import { Box, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PUBLIC_SECTION_LINKS } from './publicLinks.ts';

/** The footer shared by the public and the authenticated layouts. */
export const Footer = () => (
  <Box
    component="footer"
    sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', px: 3, py: 2, mt: 'auto' }}
  >
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">
        © {new Date().getFullYear()} CaseBridge
      </Typography>
      <Stack direction="row" component="nav" aria-label="Footer" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        {PUBLIC_SECTION_LINKS.map((link) => (
          <Link key={link.path} component={RouterLink} to={link.path} variant="body2">
            {link.label}
          </Link>
        ))}
      </Stack>
    </Stack>
  </Box>
);
