import { Box, Link, Typography } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Link as RouterLink } from 'react-router';
import { ACCOUNT_PATHS } from '@casebridge/domain';
import { GUIDES, RESOURCES_INTRO } from './homeCopy.ts';
import { HomeSection } from './HomeSection.tsx';
import { Tag } from '../../shared/Tag.tsx';

/** Resources: short how-to guides, one per common task, opened in place. */
export const ResourcesSection = () => (
  <HomeSection id="resources" intro={RESOURCES_INTRO} tinted>
    <Box sx={{ maxWidth: 860 }}>
      {GUIDES.map((guide) => (
        // A native disclosure: keyboard and screen readers know it, and the page's first load does not carry
        // MUI's Accordion and Collapse for it.
        <Box
          component="details"
          key={guide.title}
          sx={{
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            '& + &': { borderTop: 0 },
            '&[open] .guide-expand': { transform: 'rotate(180deg)' },
          }}
        >
          <Box
            component="summary"
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              px: 2,
              py: 1.5,
              cursor: 'pointer',
              listStyle: 'none',
              '&::-webkit-details-marker': { display: 'none' },
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
            }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {guide.title}
              </Typography>
              <Tag label={guide.audience} variant="outlined" />
            </Box>
            <ExpandMore className="guide-expand" aria-hidden sx={{ transition: 'transform 150ms' }} />
          </Box>
          <Box component="ol" sx={{ mt: 0, mb: 2, pl: 5, pr: 2 }}>
            {guide.steps.map((step) => (
              <Typography component="li" key={step} sx={{ mb: 0.5 }}>
                {step}
              </Typography>
            ))}
          </Box>
        </Box>
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
