import type { ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { Link as RouterLink } from 'react-router';
import { PUBLIC_ACTIONS } from '@casebridge/domain';
import { homeSectionPath } from '../../shared/paths.ts';
import { HERO } from './homeCopy.ts';

/** The home page's opening: what CaseBridge is, the calls to action, and the sign-in form beside it. */
export const HeroSection = ({ signIn }: { signIn: ReactNode }) => (
  <Box
    component="section"
    aria-labelledby="hero-title"
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr' },
      gap: { xs: 4, md: 6 },
      alignItems: 'center',
      py: { xs: 2, md: 6 },
      px: { xs: 0, md: 4 },
    }}
  >
    <Box>
      <Typography
        id="hero-title"
        variant="h3"
        component="h2"
        sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.75rem' }, mb: 2 }}
      >
        {HERO.title}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 3 }}>
        {HERO.subtitle}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mb: 4 }}>
        {HERO.points.map((point) => (
          <Box component="li" key={point} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CheckCircle color="secondary" fontSize="small" aria-hidden />
            <Typography>{point}</Typography>
          </Box>
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={RouterLink} to={PUBLIC_ACTIONS.signUp.path} variant="contained" size="large">
          Create your free account
        </Button>
        <Button component={RouterLink} to={homeSectionPath('solutions')} variant="outlined" size="large">
          See how it works
        </Button>
      </Stack>
    </Box>
    <Box>{signIn}</Box>
  </Box>
);
