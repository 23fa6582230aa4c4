import { zodResolver } from '@hookform/resolvers/zod';
import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin';
import { MESSAGES, format, internalUserSchema, type User } from '@casebridge/domain';
import { InternalUserInputs } from './InternalUserInputs.tsx';

/** What a successful creation says: who was created, not react-admin's "Element created". */
export const createdNotice = (user: Pick<User, 'name' | 'lastName'>): string =>
  format(MESSAGES.internalUserCreated, { name: `${user.name} ${user.lastName}`.trim() });

/** A new internal user; the API e-mails a temporary password (see the Outbox). */
export const InternalUserCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = (user: User) => {
    notify(createdNotice(user), { type: 'success' });
    redirect('/users');
  };
  return (
    <Create<User> mutationOptions={{ onSuccess }} title="New internal user">
      <SimpleForm
        resolver={zodResolver(internalUserSchema)}
        defaultValues={{ userType: 'USER', position: null }}
      >
        <InternalUserInputs />
      </SimpleForm>
    </Create>
  );
};
