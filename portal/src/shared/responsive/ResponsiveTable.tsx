import { Table, type TableProps } from '@mui/material';
import { cardsOnPhones } from './cardsOnPhones.ts';

interface ResponsiveTableProps extends TableProps {
  /** The columns' labels in order, shown beside each value when the rows are cards ('' for none). */
  labels: readonly string[];
}

/** A list table that becomes a list of cards on phones (cardsOnPhones): one pattern for every portal list. */
export const ResponsiveTable = ({ labels, sx, ...props }: ResponsiveTableProps) => (
  <Table {...props} sx={[(theme) => cardsOnPhones(theme, labels), ...(Array.isArray(sx) ? sx : [sx])]} />
);
