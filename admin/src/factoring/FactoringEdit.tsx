import { zodResolver } from '@hookform/resolvers/zod';
import { Edit, SimpleForm, SimpleShowLayout, TextField, useGetRecordId } from 'react-admin';
import { can, factoringCompanySchema } from '@casebridge/domain';
import { useActor } from '../layout/useActor.ts';
import { FactoringDetails } from './FactoringDetails.tsx';
import { FactoringInputs } from './FactoringInputs.tsx';
import { useSaveFactoring } from './useSaveFactoring.ts';

/** The details beside the form from 'md' up; below it, under the form, both full width. */
const MAIN = {
  '& .RaEdit-main': {
    gap: 2,
    flexDirection: { xs: 'column', md: 'row' },
    alignItems: { xs: 'stretch', md: 'flex-start' },
  },
} as const;

/**
 * /factoring/{id}: the factoring company's page. Roles with factoring.manage edit it (a new logo or documents
 * are added on save); others read it.
 */
export const FactoringEdit = () => {
  const { actor } = useActor();
  const id = String(useGetRecordId());
  const save = useSaveFactoring(id);
  const canManage = !!actor && can(actor, 'factoring.manage');
  return (
    <Edit title="Factoring company" aside={<FactoringDetails canManage={canManage} />} sx={MAIN}>
      {canManage ? (
        <SimpleForm onSubmit={save} resolver={zodResolver(factoringCompanySchema, undefined, { raw: true })}>
          <FactoringInputs />
        </SimpleForm>
      ) : (
        <SimpleShowLayout>
          <TextField source="name" />
          <TextField source="email" label="E-mail" />
          <TextField source="phoneNumber" label="Phone" emptyText="-" />
          <TextField source="website" emptyText="-" />
        </SimpleShowLayout>
      )}
    </Edit>
  );
};
