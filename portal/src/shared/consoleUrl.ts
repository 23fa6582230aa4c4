import { matchRoute } from '@casebridge/domain';

/** Where the admin console is served (its own Vite base). */
export const CONSOLE_BASE = '/admin/';

/**
 * The console URL of a console route of the portal (/registries, /registries/:id, /factoring/:id, /users,
 * /reports): the console's browser routes live under its base (/admin/registries, /admin/users...).
 * Registry details (of any company, factoring ones included) are the registries resource's show view.
 */
export function consoleUrl(path: string): string {
  const match = matchRoute(path);
  const id = match?.params.id;
  let target: string;
  switch (match?.route.pattern) {
    case '/registries/:id':
    case '/factoring/:id':
      target = `/registries/${encodeURIComponent(id ?? '')}/show`;
      break;
    case '/registries':
    case '/users':
    case '/reports':
      target = match.route.pattern;
      break;
    default:
      target = '/';
  }
  return `${CONSOLE_BASE}${target.slice(1)}`;
}
