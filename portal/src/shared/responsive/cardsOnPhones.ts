import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/** A CSS string literal for generated content (quotes and backslashes escaped). */
export const cssString = (text: string): string => `"${text.replace(/["\\]/g, '\\$&').replace(/\n/g, ' ')}"`;

/**
 * A list table's styles below the `sm` breakpoint (issue 40 item 20): each row becomes a card, each cell a
 * line "Label  value" (the label is the column's, generated before the cell), and the header a wrapping row
 * of its sort buttons. `labels` are the columns' labels in order ('' for a cell without one, e.g. a star).
 * Wider screens keep the table as it is.
 */
export function cardsOnPhones(theme: Theme, labels: readonly string[]): SystemStyleObject<Theme> {
  const cellLabels: Record<string, SystemStyleObject<Theme>> = {};
  labels.forEach((label, index) => {
    const cell = `& tbody td:nth-of-type(${index + 1})`;
    // A cell without a label (a star, a menu) spans the card's width.
    if (label) cellLabels[`${cell}::before`] = { content: cssString(label) };
    else cellLabels[cell] = { display: 'block' };
  });
  return {
    [theme.breakpoints.down('sm')]: {
      display: 'block',
      '& thead, & tbody': { display: 'block' },
      '& thead tr': { display: 'flex', flexWrap: 'wrap', columnGap: 1 },
      '& thead th': { display: 'block', border: 0, px: 0.5, py: 0.5 },
      '& tbody tr': {
        display: 'block',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        mb: 1.5,
        px: 1.5,
        py: 1,
      },
      '& tbody td': {
        display: 'grid',
        gridTemplateColumns: '7.5rem minmax(0, 1fr)',
        alignItems: 'center',
        columnGap: 1,
        border: 0,
        px: 0,
        py: 0.5,
        overflowWrap: 'anywhere',
        textAlign: 'left',
      },
      '& tbody td::before': { color: 'text.secondary', typography: 'body2' },
      // A cell of several elements (a description and its "Paid by" line) keeps them all beside the label.
      '& tbody td > *': { gridColumn: 2 },
      ...cellLabels,
      // A cell may name itself (a totals row, whose cells are not in the columns' order).
      '& tbody td[data-label]::before': { content: 'attr(data-label)' },
    },
  };
}
