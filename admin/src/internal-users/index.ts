import type { ResourceProps } from 'react-admin';
import { InternalUserCreate } from './InternalUserCreate.tsx';
import { InternalUserEdit } from './InternalUserEdit.tsx';
import { InternalUserList } from './InternalUserList.tsx';

/** Internal users; listed on /users, created at /internal-users/create and edited at /internal-users/{id}. */
export const internalUsers = {
  name: 'internal-users',
  list: InternalUserList,
  create: InternalUserCreate,
  edit: InternalUserEdit,
  recordRepresentation: (user: { name: string; lastName: string }) => `${user.name} ${user.lastName}`,
} satisfies ResourceProps;
