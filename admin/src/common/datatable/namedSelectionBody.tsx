import { useMemo, type ComponentType } from 'react';
import { TableCell } from '@mui/material';
import {
  DataTableBody,
  DataTableConfigContext,
  DataTableRow,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  type DataTableBodyProps,
  type DataTableRowProps,
  type RaRecord,
} from 'react-admin';
import { SelectionCheckbox } from './SelectionCheckbox.tsx';

/**
 * A DataTable body (`<DataTable body={...}>`) whose selection checkboxes are named after their row:
 * `namedSelectionBody<Company>((c) => c.name)` labels each one "Select <name>". The rows are react-admin's
 * (row click, hover, selection ranges); only the checkbox cell is ours.
 */
export function namedSelectionBody<R extends RaRecord>(
  rowName: (record: R) => string,
): ComponentType<DataTableBodyProps> {
  const name = rowName as (record: RaRecord) => string;
  const Row = ({ children, ...props }: DataTableRowProps) => {
    const config = useDataTableConfigContext();
    const { handleToggleItem } = useDataTableCallbacksContext();
    // react-admin's row draws its own (unnamed) checkbox when the table has bulk actions: this one instead.
    const withoutDefault = useMemo(() => ({ ...config, hasBulkActions: false }), [config]);
    return (
      <DataTableConfigContext.Provider value={withoutDefault}>
        <DataTableRow {...props}>
          {config.hasBulkActions && handleToggleItem ? (
            <TableCell padding="checkbox">
              <SelectionCheckbox rowName={name} />
            </TableCell>
          ) : null}
          {children}
        </DataTableRow>
      </DataTableConfigContext.Provider>
    );
  };
  const Body = (props: DataTableBodyProps) => <DataTableBody {...props} row={Row} />;
  return Body;
}
