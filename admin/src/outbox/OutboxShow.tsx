import { DateField, Labeled, Show, SimpleShowLayout, TextField } from 'react-admin';

/** One sent e-mail, as its recipient received it. */
export const OutboxShow = () => (
  <Show title="E-mail">
    <SimpleShowLayout>
      <DateField source="sentAt" label="Sent" showTime />
      <TextField source="to" />
      <TextField source="subject" />
      <Labeled label="Body">
        <TextField source="body" sx={{ whiteSpace: 'pre-wrap' }} />
      </Labeled>
    </SimpleShowLayout>
  </Show>
);
