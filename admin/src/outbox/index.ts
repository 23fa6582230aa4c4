import MailIcon from '@mui/icons-material/Mail';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../common/lazyNamed.ts';

/** The outbox: e-mails sent after internal actions (GET /api/outbox), for staff and demos. */
export const outbox = {
  name: 'outbox',
  list: lazyNamed(() => import('./OutboxList.tsx'), 'OutboxList'),
  show: lazyNamed(() => import('./OutboxShow.tsx'), 'OutboxShow'),
  icon: MailIcon,
  options: { label: 'Outbox' },
  recordRepresentation: 'subject',
} satisfies ResourceProps;
