import { useDataProvider, useNotify, useRedirect } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { MESSAGES, format, type FactoringCompanyInput } from '@casebridge/domain';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';

interface RaFile {
  rawFile?: File;
}
const FIELDS = [
  'name',
  'email',
  'phoneNumber',
  'website',
  'services',
  'stateCodes',
  'requestTypes',
  'minRequestAmount',
  'maxRequestAmount',
] as const;

/**
 * Saves the form through the multipart call (create when id is null). Server field errors come back to the
 * form as react-admin expects ({ field: message }).
 */
export function useSaveFactoring(id: string | null) {
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  return async (data: FieldValues) => {
    const values = Object.fromEntries(FIELDS.map((f) => [f, data[f] ?? undefined])) as FactoringCompanyInput;
    const logo = (data['logo'] as RaFile | undefined)?.rawFile ?? null;
    const documents = ((data['documents'] as RaFile[] | undefined) ?? []).flatMap((d) =>
      d.rawFile ? [d.rawFile] : [],
    );
    try {
      const saved = await dataProvider.saveFactoringCompany(id, values, { logo, documents });
      const done = id
        ? 'Factoring company saved'
        : format(MESSAGES.factoringCompanyCreated, { name: saved.name });
      notify(done, { type: 'success' });
      redirect('edit', 'factoring', saved.id);
      return undefined;
    } catch (error) {
      const body = (error as { body?: { fields?: Record<string, string> } }).body;
      if (body?.fields) return body.fields;
      notify((error as Error).message || MESSAGES.genericError, { type: 'error' });
      return undefined;
    }
  };
}
