import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../common/lazyNamed.ts';

/**
 * Cases, read-only for staff (GET /api/cases/{id}): no list or menu entry; other pages link to one case by its
 * folio (a funding request's case).
 */
export const cases = {
  name: 'cases',
  show: lazyNamed(() => import('./CaseShow.tsx'), 'CaseShow'),
  recordRepresentation: 'folio',
} satisfies ResourceProps;
