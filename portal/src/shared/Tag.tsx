import { Box } from '@mui/material';
import type { SxProps, Theme } from '@mui/material';

interface TagProps {
  label: string;
  /** Filled with the primary colour (a plan's badge) or outlined (a guide's audience). */
  variant?: 'filled' | 'outlined';
  sx?: SxProps<Theme>;
}

/**
 * A small static label, as a small non-clickable Chip looks, without Chip's code: the public home page shows
 * two of them, and the sign-in page's first load carried Chip (about 2.5 kB gzipped) only for them.
 */
export function Tag({ label, variant = 'filled', sx = [] }: TagProps) {
  const look =
    variant === 'filled'
      ? { bgcolor: 'primary.main', color: 'primary.contrastText' }
      : { border: 1, borderColor: 'divider', color: 'text.primary' };
  return (
    <Box
      component="span"
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          height: 24,
          px: 1,
          borderRadius: 3,
          typography: 'body2',
          fontSize: '0.8125rem',
          whiteSpace: 'nowrap',
          ...look,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {label}
    </Box>
  );
}
