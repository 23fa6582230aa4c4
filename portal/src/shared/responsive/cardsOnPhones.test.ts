import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { cardsOnPhones, cssString } from './cardsOnPhones.ts';

const theme = createTheme();
type Styles = Record<string, Record<string, Record<string, unknown>>>;
const stylesOf = (labels: string[]) => cardsOnPhones(theme, labels) as unknown as Styles;
const phone = (labels: string[]) => stylesOf(labels)[theme.breakpoints.down('sm')]!;

describe('cardsOnPhones', () => {
  it("labels each cell with its column's label, and lets an unlabelled cell span the card", () => {
    const styles = phone(['', 'Folio', 'Claimant']);
    expect(styles['& tbody td:nth-of-type(2)::before']).toEqual({ content: '"Folio"' });
    expect(styles['& tbody td:nth-of-type(3)::before']).toEqual({ content: '"Claimant"' });
    expect(styles['& tbody td:nth-of-type(1)']).toEqual({ display: 'block' });
    expect(styles['& tbody tr']).toMatchObject({ display: 'block', border: 1 });
  });

  it('changes nothing above phone width', () => {
    expect(Object.keys(stylesOf(['Folio']))).toEqual([theme.breakpoints.down('sm')]);
  });

  it('escapes labels for CSS content', () => {
    expect(cssString('Say "hi"\\now')).toBe('"Say \\"hi\\"\\\\now"');
  });
});
