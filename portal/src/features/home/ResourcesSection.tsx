import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, Link, Typography } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Link as RouterLink } from 'react-router';
import { ACCOUNT_PATHS } from '@casebridge/domain';
import { GUIDES, RESOURCES_INTRO } from './homeCopy.ts';
import { HomeSection } from './HomeSection.tsx';

/** Resources: short how-to guides, one per common task, opened in place. */
export const ResourcesSection = () => (
  <HomeSection id="resources" intro={RESOURCES_INTRO} tinted>
    <Box sx={{ maxWidth: 860 }}>
      {GUIDES.map((guide) => (
        <Accordion key={guide.title} disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMore />}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {guide.title}
              </Typography>
              <Chip label={guide.audience} size="small" variant="outlined" />
            </Box>
          </AccordionSummary>
          <AccordionDetails>
            <Box component="ol" sx={{ m: 0, pl: 3 }}>
              {guide.steps.map((step) => (
                <Typography component="li" key={step} sx={{ mb: 0.5 }}>
                  {step}
                </Typography>
              ))}
            </Box>
          </AccordionDetails>
        </Accordion>
      ))}
      <Typography sx={{ mt: 2 }}>
        Forgot your password?{' '}
        <Link component={RouterLink} to={ACCOUNT_PATHS.requestReset}>
          Reset it with a code sent to your e-mail
        </Link>
        .
      </Typography>
    </Box>
  </HomeSection>
);
