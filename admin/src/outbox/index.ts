import MailIcon from '@mui/icons-material/Mail';
import type { ResourceProps } from 'react-admin';
import { OutboxList } from './OutboxList.tsx';
import { OutboxShow } from './OutboxShow.tsx';

/** The outbox: e-mails sent after internal actions (GET /api/outbox), for staff and demos. */
export const outbox = {
  name: 'outbox',
  list: OutboxList,
  show: OutboxShow,
  icon: MailIcon,
  options: { label: 'Outbox' },
  recordRepresentation: 'subject',
} satisfies ResourceProps;
