import type { ReactNode } from 'react';
import {
  Box,
  Divider,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useIsPhone } from '../../common/CardsOnPhone.tsx';
import { Facts } from './Facts.tsx';

export interface SimpleColumn<T> {
  label: string;
  render: (row: T) => ReactNode;
}

interface SimpleTableProps<T> {
  rows: T[];
  columns: SimpleColumn<T>[];
  label: string;
}

/**
 * A compact read-only table for the sections of a registry record. On phones each row is a card of
 * label/value pairs: the section is narrower than the columns, which wrapped a word per line.
 */
export function SimpleTable<T extends { id: string }>({ rows, columns, label }: SimpleTableProps<T>) {
  const phone = useIsPhone();
  return phone ? (
    <RowCards rows={rows} columns={columns} label={label} />
  ) : (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label}>{column.label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              {columns.map((column) => (
                <TableCell key={column.label}>{column.render(row) ?? '—'}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The rows as a list, each a description list of its columns (label above value). */
function RowCards<T extends { id: string }>({ rows, columns, label }: SimpleTableProps<T>) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row, index) => (
        <li key={row.id}>
          {index > 0 ? <Divider sx={{ my: 1 }} /> : null}
          <Facts facts={columns.map((column) => ({ label: column.label, value: column.render(row) }))} />
        </li>
      ))}
    </Box>
  );
}
