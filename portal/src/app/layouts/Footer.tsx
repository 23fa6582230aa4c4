import { Box, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ACCOUNT_PATHS, FOOTER_TEXT, SUPPORT_CONTACT, formatPhone, textIn } from '@casebridge/domain';
import type { FooterTextKey } from '@casebridge/domain';
import { useSession } from '@casebridge/domain/client';
import { LOG_IN, PUBLIC_SECTION_LINKS, SIGN_UP } from './publicLinks.ts';
import type { PublicLink } from './publicLinks.ts';
import { useServerYear } from '../../shared/public/api.ts';
import { useLanguage } from '../../shared/i18n/language.ts';

const LinkColumn = ({ title, links }: { title: string; links: readonly PublicLink[] }) => (
  <Box component="nav" aria-label={title}>
    <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
      {title}
    </Typography>
    <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {links.map((link) => (
        <li key={link.path}>
          <Link component={RouterLink} to={link.path} variant="body2" color="text.secondary">
            {link.label}
          </Link>
        </li>
      ))}
    </Stack>
  </Box>
);

/**
 * The footer of the public and the authenticated layouts: product links (home page sections, sign in, sign up,
 * reset password; only without a session, since the home page sends a signed-in user on), support contact
 * and the copyright with the year of the server clock.
 */
export const Footer = () => {
  const signedIn = useSession() !== null;
  const year = useServerYear();
  // A plain lookup, not react-admin's translate: the footer is on the first page (README "First page").
  const language = useLanguage();
  const t = (key: FooterTextKey, values?: Record<string, string | number>) =>
    textIn(FOOTER_TEXT, language, key, values);
  const accountLinks: readonly PublicLink[] = [
    LOG_IN,
    SIGN_UP,
    { label: t('footer.resetPassword'), path: ACCOUNT_PATHS.requestReset },
  ];
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', px: 3, py: 3, mt: 'auto' }}
    >
      <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ maxWidth: 320 }}>
            <Typography sx={{ fontWeight: 700 }}>CaseBridge</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('footer.tagline')}
            </Typography>
          </Box>
          {!signedIn && <LinkColumn title={t('footer.product')} links={PUBLIC_SECTION_LINKS} />}
          {!signedIn && <LinkColumn title={t('footer.account')} links={accountLinks} />}
          <Box>
            <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
              {t('footer.support')}
            </Typography>
            <Stack spacing={0.5}>
              <Link href={`mailto:${SUPPORT_CONTACT.email}`} variant="body2">
                {SUPPORT_CONTACT.email}
              </Link>
              <Link href={`tel:+1${SUPPORT_CONTACT.phone}`} variant="body2">
                {formatPhone(SUPPORT_CONTACT.phone)}
              </Link>
            </Stack>
          </Box>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          {t('footer.rights', { year })}
        </Typography>
      </Box>
    </Box>
  );
};
