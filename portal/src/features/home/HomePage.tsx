import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { AboutSection } from './AboutSection.tsx';
import { ClaimantSection } from './ClaimantSection.tsx';
import { ContactSection } from './ContactSection.tsx';
import { HeroSection } from './HeroSection.tsx';
import { ResourcesSection } from './ResourcesSection.tsx';
import { SolutionsSection } from './SolutionsSection.tsx';
import { TestimonialsSection } from './TestimonialsSection.tsx';

/**
 * The public marketing home page (the sign-in page): the hero with the sign-in form, then the sections of
 * HOME_SECTIONS, each an anchor of the public header and of /sign-in?section=<id>. `pricing` (the plan
 * cards' own section, anchor 'pricing') goes between Solutions and the claimants' section.
 */
export const HomePage = ({ signIn, pricing }: { signIn: ReactNode; pricing?: ReactNode }) => (
  <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
    <HeroSection signIn={signIn} />
    <SolutionsSection />
    {pricing}
    <ClaimantSection />
    <TestimonialsSection />
    <ResourcesSection />
    <AboutSection />
    <ContactSection />
  </Box>
);
