import { Datagrid, FunctionField, List, SearchInput, TextField } from 'react-admin';
import { formatDateTime, type OutboxEmail } from '@casebridge/domain';
import { CardsOnPhone } from '../common/CardsOnPhone.tsx';
import { RecordLink } from '../common/datatable/RecordLink.tsx';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Every e-mail the product would have sent (the fake API keeps them instead of sending), newest first. */
export const OutboxList = () => (
  <List filters={filters} sort={{ field: 'sentAt', order: 'DESC' }} empty={false} title="Outbox">
    <CardsOnPhone<OutboxEmail>
      rowClick="show"
      primaryText={(r) => r.subject}
      secondaryText={(r) => r.to}
      tertiaryText={(r) => formatDateTime(r.sentAt)}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <FunctionField
          source="sentAt"
          label="Sent"
          render={(r: { sentAt: string }) => formatDateTime(r.sentAt)}
        />
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
    </CardsOnPhone>
  </List>
);
