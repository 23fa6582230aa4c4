/** The console's name, last in every document title ("Registries · CaseBridge Console"). */
export const CONSOLE_NAME = 'CaseBridge Console';

/** Each resource's page names: its list, and one record of it (show, edit and create pages). */
const RESOURCES: Record<string, { list: string; one: string }> = {
  registries: { list: 'Registries', one: 'Company' },
  'funding-requests': { list: 'Funding requests', one: 'Funding request' },
  factoring: { list: 'Factoring companies', one: 'Factoring company' },
  'internal-users': { list: 'Internal users', one: 'Internal user' },
  outbox: { list: 'Outbox', one: 'E-mail' },
  cases: { list: 'Cases', one: 'Case' },
};

/** Pages that are not a resource's. */
const PAGES: Record<string, string> = {
  '': 'Dashboard',
  login: 'Sign in',
  users: 'Users',
  'my-accounts': 'My accounts',
  reports: 'Reports',
  'funding-request-details': 'Funding request',
};

/**
 * The name of the console page at a router path (below the /admin basename): "/registries" is
 * "Registries", "/registries/42/show" "Company · Registries", "/factoring/create" "New factoring company".
 */
export function pageName(pathname: string): string {
  const [first = '', second, third] = pathname.split('/').filter(Boolean);
  const resource = RESOURCES[first];
  if (!resource) return PAGES[first] ?? 'Page not found';
  if (second === undefined) return resource.list;
  if (second === 'create') return `New ${resource.one.toLowerCase()}`;
  if (third === 'show') return `${resource.one} · ${resource.list}`;
  return `Edit ${resource.one.toLowerCase()}`;
}

/** The document title of a page name: "Registries · CaseBridge Console". */
export const documentTitle = (name: string): string => `${name} · ${CONSOLE_NAME}`;
