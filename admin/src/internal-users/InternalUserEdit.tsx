import { zodResolver } from '@hookform/resolvers/zod';
import { Edit, SimpleForm } from 'react-admin';
import { internalUserSchema } from '@casebridge/domain';
import { InternalUserInputs } from './InternalUserInputs.tsx';

/** Name, e-mail, role and position of an internal user (SYSTEM_ADMIN; nobody changes their own role). */
export const InternalUserEdit = () => (
  <Edit mutationMode="pessimistic" redirect={() => 'users'} title="Internal user">
    <SimpleForm resolver={zodResolver(internalUserSchema)}>
      <InternalUserInputs />
    </SimpleForm>
  </Edit>
);
