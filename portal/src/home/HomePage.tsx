import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { AboutSection } from './AboutSection.tsx';
import { ClaimantSection } from './ClaimantSection.tsx';
import { ContactSection } from './ContactSection.tsx';
import { HeroSection } from './HeroSection.tsx';
import { ResourcesSection } from './ResourcesSection.tsx';
import { SolutionsSection } from './SolutionsSection.tsx';
import { TestimonialsSection } from './TestimonialsSection.tsx';

/** The anchor of the plans section (not a header link; the plan cards fill it). */
export const PRICING_SECTION_ID = 'pricing';

/**
 * The public marketing home page (the sign-in page): the hero with the sign-in form, then the sections of
 * HOME_SECTIONS, each an anchor of the public header and of /sign-in?section=<id>. `pricing` (the plan cards)
 * goes in its own section between Solutions and the claimants' one; without it that section is left out.
 */
export const HomePage = ({ signIn, pricing }: { signIn: ReactNode; pricing?: ReactNode }) => (
  <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
    <HeroSection signIn={signIn} />
    <SolutionsSection />
    {pricing && (
      <Box
        component="section"
        id={PRICING_SECTION_ID}
        aria-labelledby="pricing-title"
        sx={{ scrollMarginTop: 80, py: { xs: 5, md: 8 }, px: { xs: 2, md: 4 } }}
      >
        <Typography id="pricing-title" variant="h4" component="h2" sx={{ fontWeight: 700, mb: 3 }}>
          Plans and pricing
        </Typography>
        {pricing}
      </Box>
    )}
    <ClaimantSection />
    <TestimonialsSection />
    <ResourcesSection />
    <AboutSection />
    <ContactSection />
  </Box>
);
