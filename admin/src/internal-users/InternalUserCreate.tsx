import { zodResolver } from '@hookform/resolvers/zod';
import { Create, SimpleForm } from 'react-admin';
import { internalUserSchema } from '@casebridge/domain';
import { InternalUserInputs } from './InternalUserInputs.tsx';

/** A new internal user; the API e-mails a temporary password (see the Outbox). */
export const InternalUserCreate = () => (
  <Create redirect={() => 'users'} title="New internal user">
    <SimpleForm
      resolver={zodResolver(internalUserSchema)}
      defaultValues={{ userType: 'USER', position: null }}
    >
      <InternalUserInputs />
    </SimpleForm>
  </Create>
);
