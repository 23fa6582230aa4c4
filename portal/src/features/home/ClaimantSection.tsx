import { Box, Paper, Stack, Typography } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { CLAIMANTS } from './homeCopy.ts';
import { HomeSection } from './HomeSection.tsx';

/** Claimants: what injured people get on CaseBridge; /verify alone lands here (SPEC.md 2.1). */
export const ClaimantSection = () => (
  <HomeSection id="claimant" intro={CLAIMANTS.intro} tinted>
    <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1.3fr 1fr' } }}>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {CLAIMANTS.benefits.map((benefit) => (
          <Box component="li" key={benefit} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CheckCircle color="secondary" fontSize="small" aria-hidden />
            <Typography>{benefit}</Typography>
          </Box>
        ))}
      </Stack>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          Verifying your e-mail
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {CLAIMANTS.verifyHelp}
        </Typography>
      </Paper>
    </Box>
  </HomeSection>
);
