import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../common/lazyNamed.ts';

/** Internal users; listed on /users, created at /internal-users/create and edited at /internal-users/{id}. */
export const internalUsers = {
  name: 'internal-users',
  list: lazyNamed(() => import('./InternalUserList.tsx'), 'InternalUserList'),
  create: lazyNamed(() => import('./InternalUserCreate.tsx'), 'InternalUserCreate'),
  edit: lazyNamed(() => import('./InternalUserEdit.tsx'), 'InternalUserEdit'),
  recordRepresentation: (user: { name: string; lastName: string }) => `${user.name} ${user.lastName}`,
} satisfies ResourceProps;
