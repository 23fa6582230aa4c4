import { FunctionField, Labeled, Show, SimpleShowLayout, TextField } from 'react-admin';
import { formatDateTime } from '@casebridge/domain';

/** One sent e-mail, as its recipient received it. */
export const OutboxShow = () => (
  <Show title="E-mail">
    <SimpleShowLayout>
      <FunctionField
        source="sentAt"
        label="Sent"
        render={(r: { sentAt: string }) => formatDateTime(r.sentAt)}
      />
      <TextField source="to" sx={{ overflowWrap: 'anywhere' }} />
      <TextField source="subject" />
      <Labeled label="Body">
        <TextField source="body" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} />
      </Labeled>
    </SimpleShowLayout>
  </Show>
);
