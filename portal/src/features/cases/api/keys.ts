/** The cases feature's react-query keys: a mutation invalidates what it changes through them. */
export const casesKeys = {
  all: ['cases'] as const,
  list: (params: unknown) => ['cases', 'list', params] as const,
  one: (id: string) => ['cases', 'one', id] as const,
  notes: (id: string) => ['cases', 'notes', id] as const,
  activity: (id: string, page: number) => ['cases', 'activity', id, page] as const,
  resume: (companyId: string) => ['cases', 'resume', companyId] as const,
};
