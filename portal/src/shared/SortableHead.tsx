import { TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';

/** A table column; `sort` names the API's sort field where the list sorts by it. */
export interface SortableColumn {
  readonly id: string;
  readonly label: string;
  readonly sort?: string;
  readonly align?: 'right';
}

export interface ListSort {
  field: string;
  order: 'ASC' | 'DESC';
}

interface SortableHeadProps {
  columns: readonly SortableColumn[];
  sort: ListSort;
  onSort: (field: string) => void;
}

/** A list table's header: a sort button on each sortable column, and aria-sort on the one sorted by. */
export const SortableHead = ({ columns, sort, onSort }: SortableHeadProps) => (
  <TableHead>
    <TableRow>
      {columns.map((column) => {
        const field = column.sort ?? null;
        const active = field !== null && sort.field === field;
        return (
          <TableCell
            key={column.id}
            align={column.align}
            aria-sort={active ? (sort.order === 'ASC' ? 'ascending' : 'descending') : undefined}
          >
            {field ? (
              <TableSortLabel
                active={active}
                direction={active && sort.order === 'DESC' ? 'desc' : 'asc'}
                onClick={() => onSort(field)}
              >
                {column.label}
              </TableSortLabel>
            ) : (
              column.label
            )}
          </TableCell>
        );
      })}
    </TableRow>
  </TableHead>
);
