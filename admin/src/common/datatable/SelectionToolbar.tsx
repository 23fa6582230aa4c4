import type { ReactNode } from 'react';
import { BulkActionsToolbar, useListContext } from 'react-admin';

/**
 * The bulk actions toolbar, only while rows are selected (`<DataTable bulkActionsToolbar={...}>`).
 * react-admin's stays rendered, merely collapsed, so its buttons stayed in the tab order with nothing
 * to act on.
 */
export const SelectionToolbar = ({ children }: { children: ReactNode }) => {
  const { selectedIds } = useListContext();
  if (selectedIds.length === 0) return null;
  return <BulkActionsToolbar>{children}</BulkActionsToolbar>;
};
