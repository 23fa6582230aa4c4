import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { HOME_SECTIONS } from '@casebridge/domain';

export type HomeSectionId = (typeof HOME_SECTIONS)[number]['id'];

/** The label of a home page section (HOME_SECTIONS), its heading and header link text. */
export const sectionLabel = (id: HomeSectionId): string =>
  HOME_SECTIONS.find((section) => section.id === id)?.label ?? id;

/**
 * One section of the public home page: the anchor of its header link and of /sign-in?section=<id>
 * (HOME_SECTIONS), its heading and an optional introduction. Leaves room for the sticky header when scrolled to.
 */
export const HomeSection = ({
  id,
  intro,
  children,
  tinted = false,
}: {
  id: HomeSectionId;
  intro?: string;
  children: ReactNode;
  tinted?: boolean;
}) => (
  <Box
    component="section"
    id={id}
    aria-labelledby={`${id}-title`}
    sx={{
      scrollMarginTop: 80,
      py: { xs: 5, md: 8 },
      px: { xs: 2, md: 4 },
      borderRadius: 3,
      bgcolor: tinted ? 'background.paper' : 'transparent',
    }}
  >
    <Typography id={`${id}-title`} variant="h4" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
      {sectionLabel(id)}
    </Typography>
    {intro && (
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720 }}>
        {intro}
      </Typography>
    )}
    {!intro && <Box sx={{ mb: 3 }} />}
    {children}
  </Box>
);
