import { Datagrid, DateField, FunctionField, List, SearchInput, TextField } from 'react-admin';
import { RecordLink } from '../common/datatable/RecordLink.tsx';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Every e-mail the product would have sent (the fake API keeps them instead of sending), newest first. */
export const OutboxList = () => (
  <List filters={filters} sort={{ field: 'sentAt', order: 'DESC' }} empty={false} title="Outbox">
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <DateField source="sentAt" label="Sent" showTime />
      <TextField source="to" />
      <FunctionField
        source="subject"
        render={(r: { id: string; subject: string }) => (
          <RecordLink resource="outbox" id={r.id} type="show">
            {r.subject}
          </RecordLink>
        )}
      />
    </Datagrid>
  </List>
);
