import type { MouseEvent } from 'react';
import { Checkbox } from '@mui/material';
import {
  useDataTableCallbacksContext,
  useDataTableSelectedIdsContext,
  useRecordContext,
  type RaRecord,
} from 'react-admin';

/**
 * A row's selection checkbox named after its record ("Select Acme Injury Law"). react-admin's own puts
 * its label ("Select this row") on the span around the input, so the checkbox itself has no name. Like
 * react-admin's, a click toggles the row (shift-click selects a range) without opening the record.
 */
export const SelectionCheckbox = ({ rowName }: { rowName: (record: RaRecord) => string }) => {
  const { handleToggleItem, isRowSelectable } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const record = useRecordContext();
  if (!record) return null;
  const selectable = !isRowSelectable || isRowSelectable(record);
  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    event.stopPropagation();
    if (selectable) handleToggleItem?.(record.id, event);
  };
  return (
    <Checkbox
      color="primary"
      className="select-item"
      checked={selectable && !!selectedIds?.includes(record.id)}
      onClick={toggle}
      disabled={!selectable}
      slotProps={{ input: { 'aria-label': `Select ${rowName(record)}` } }}
    />
  );
};
