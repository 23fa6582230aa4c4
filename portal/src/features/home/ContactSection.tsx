import { Box, Link, Paper, Typography } from '@mui/material';
import Email from '@mui/icons-material/Email';
import Phone from '@mui/icons-material/Phone';
import Schedule from '@mui/icons-material/Schedule';
import { SUPPORT_CONTACT, formatPhone } from '@casebridge/domain';
import { HomeSection } from './HomeSection.tsx';

const ITEMS = [
  {
    icon: Email,
    title: 'E-mail',
    content: <Link href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</Link>,
  },
  {
    icon: Phone,
    title: 'Phone',
    content: <Link href={`tel:+1${SUPPORT_CONTACT.phone}`}>{formatPhone(SUPPORT_CONTACT.phone)}</Link>,
  },
  { icon: Schedule, title: 'Hours', content: SUPPORT_CONTACT.hours },
];

/** Contact Us: how to reach support (e-mail and phone links, no form). */
export const ContactSection = () => (
  <HomeSection
    id="contact-us"
    intro="Questions about plans, your account validation or a case? Our support team answers every message."
    tinted
  >
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      {ITEMS.map(({ icon: Icon, title, content }) => (
        <Paper
          key={title}
          variant="outlined"
          sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'flex-start' }}
        >
          <Icon color="primary" aria-hidden />
          <Box>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
            <Typography>{content}</Typography>
          </Box>
        </Paper>
      ))}
    </Box>
  </HomeSection>
);
