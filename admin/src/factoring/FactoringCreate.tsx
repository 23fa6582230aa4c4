import { zodResolver } from '@hookform/resolvers/zod';
import { Create, SimpleForm } from 'react-admin';
import { factoringCompanySchema } from '@casebridge/domain';
import { FactoringInputs } from './FactoringInputs.tsx';
import { useSaveFactoring } from './useSaveFactoring.ts';

const DEFAULTS = {
  services: [],
  stateCodes: [],
  requestTypes: [],
  minRequestAmount: 0,
  maxRequestAmount: 100_000,
};

/** A new factoring company (multipart: fields, logo, documents). */
export const FactoringCreate = () => {
  const save = useSaveFactoring(null);
  return (
    <Create title="New factoring company">
      <SimpleForm
        onSubmit={save}
        resolver={zodResolver(factoringCompanySchema, undefined, { raw: true })}
        defaultValues={DEFAULTS}
      >
        <FactoringInputs />
      </SimpleForm>
    </Create>
  );
};
