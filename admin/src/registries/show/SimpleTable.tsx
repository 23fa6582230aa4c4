import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';

export interface SimpleColumn<T> {
  label: string;
  render: (row: T) => ReactNode;
}

/** A compact read-only table for the sections of a registry record. */
export function SimpleTable<T extends { id: string }>({
  rows,
  columns,
  label,
}: {
  rows: T[];
  columns: SimpleColumn<T>[];
  label: string;
}) {
  return (
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
