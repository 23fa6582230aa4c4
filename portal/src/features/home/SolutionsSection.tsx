import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import AccountBalance from '@mui/icons-material/AccountBalance';
import Apartment from '@mui/icons-material/Apartment';
import Gavel from '@mui/icons-material/Gavel';
import LocalHospital from '@mui/icons-material/LocalHospital';
import { AUDIENCES, SOLUTIONS_INTRO } from './homeCopy.ts';
import type { AudienceIcon } from './homeCopy.ts';
import { HomeSection } from './HomeSection.tsx';

const ICONS: Record<AudienceIcon, typeof Gavel> = {
  attorney: Gavel,
  provider: LocalHospital,
  facility: Apartment,
  factoring: AccountBalance,
};

/** Solutions: one card per audience and what it does on the platform (SPEC.md 1). */
export const SolutionsSection = () => (
  <HomeSection id="solutions" intro={SOLUTIONS_INTRO}>
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
      }}
    >
      {AUDIENCES.map((audience) => {
        const Icon = ICONS[audience.icon];
        return (
          <Card key={audience.title} variant="outlined" component="article" sx={{ height: '100%' }}>
            <CardContent>
              <Stack spacing={1.5}>
                <Icon color="primary" fontSize="large" aria-hidden />
                <Typography variant="h6" component="h3">
                  {audience.title}
                </Typography>
                <Typography color="text.secondary">{audience.summary}</Typography>
                <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
                  {audience.features.map((feature) => (
                    <Typography component="li" variant="body2" key={feature} sx={{ mb: 0.5 }}>
                      {feature}
                    </Typography>
                  ))}
                </Box>
              </Stack>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  </HomeSection>
);
