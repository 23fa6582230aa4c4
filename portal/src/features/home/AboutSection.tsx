import { Box, Paper, Typography } from '@mui/material';
import { ABOUT } from './homeCopy.ts';
import { HomeSection } from './HomeSection.tsx';

/** About Us: why CaseBridge exists and what it stands for. */
export const AboutSection = () => (
  <HomeSection id="about-us">
    <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1.3fr 1fr' } }}>
      <Box>
        {ABOUT.paragraphs.map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 2 }}>
            {paragraph}
          </Typography>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {ABOUT.values.map((value) => (
          <Paper key={value.title} variant="outlined" sx={{ p: 2 }}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {value.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {value.text}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  </HomeSection>
);
