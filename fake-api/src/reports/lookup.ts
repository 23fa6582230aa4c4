import type { Services } from '../core/types.ts';

/** Id -> display name helpers for report rows ('' when the record is gone). */
export function lookups(services: Services) {
  const { store } = services;
  return {
    company: (id: string | null) => (id ? (store.collection('companies').get(id)?.name ?? '') : ''),
    user: (id: string | null) => {
      const user = id ? store.collection('users').get(id) : undefined;
      return user ? `${user.name} ${user.lastName}` : '';
    },
    folio: (caseId: string | null) => (caseId ? (store.collection('cases').get(caseId)?.folio ?? '') : ''),
    factoring: (id: string) => store.collection('factoringCompanies').get(id)?.name ?? '',
  };
}

/** 'IN_TREATMENT' -> 'In treatment' for enums without display labels. */
export function humanize(value: string): string {
  const words = value.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
