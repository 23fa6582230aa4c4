import type { ReactNode } from 'react';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import { SimpleList, type RaRecord, type SimpleListProps } from 'react-admin';

/** True in a phone-wide window (below MUI's 'sm', 600 px). */
export const useIsPhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

/**
 * Long unbroken values (e-mails, folios) wrap inside the card instead of widening it; the right-hand
 * (tertiary) text keeps a space from the name beside it.
 */
const CARD = {
  '& .MuiListItemText-root': { minWidth: 0, overflowWrap: 'anywhere' },
  '& .RaSimpleList-tertiary': { ml: 1 },
} as const;

/** A card's buttons, on a line of their own under its text (a span: the text is a paragraph). */
export const CardButtons = ({ children }: { children: ReactNode }) => (
  <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
    {children}
  </Box>
);

interface CardsOnPhoneProps<R extends RaRecord> extends Omit<SimpleListProps<R>, 'children'> {
  /** The list's table, shown from 'sm' up (with its columns, sorting and bulk actions). */
  children: ReactNode;
}

/**
 * A list's rows: the table (children) from 'sm' up, and on phones react-admin's SimpleList, one card per
 * record (primaryText, secondaryText, tertiaryText, rowClick), as react-admin's demo does (issue 40 item 20).
 */
export function CardsOnPhone<R extends RaRecord>({ children, ...cards }: CardsOnPhoneProps<R>) {
  const phone = useIsPhone();
  return phone ? <SimpleList<R> sx={CARD} {...cards} /> : <>{children}</>;
}
