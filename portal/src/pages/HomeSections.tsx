import { Box, Paper, Stack, Typography } from '@mui/material';
import { HOME_SECTIONS, MESSAGES } from '@casebridge/domain';

/**
 * The public home page's sections, anchors of the public header links and of /verify. The marketing home page
 * itself is not built yet, and the page says so.
 */
export const HomeSections = () => (
  <Box component="section" aria-label="Home page sections" sx={{ mt: 6 }}>
    <Typography color="text.secondary" sx={{ mb: 2 }}>
      {MESSAGES.homePagePending}
    </Typography>
    <Stack spacing={2}>
      {HOME_SECTIONS.map((section) => (
        <Paper
          key={section.id}
          id={section.id}
          component="section"
          variant="outlined"
          aria-labelledby={`${section.id}-title`}
          sx={{ p: 2, scrollMarginTop: 80 }}
        >
          <Typography id={`${section.id}-title`} variant="h6" component="h2">
            {section.label}
          </Typography>
        </Paper>
      ))}
    </Stack>
  </Box>
);
