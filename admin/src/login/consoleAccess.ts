/**
 * What each role may open in the console (issue 40 item 15), from the domain's permission table: react-admin
 * asks authProvider.canAccess before it renders a list, show, create or edit page (a refused one goes to
 * /access-denied, even by URL) and before it shows a button or link to one.
 */
import { can, isInternal, type Action, type Actor } from '@casebridge/domain';

type Verb = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export';

/** The permission each page needs; an action not listed is open to staff when it only reads. */
const RULES: Record<string, Partial<Record<Verb, Action>>> = {
  registries: { list: 'registry.read', show: 'registry.read', export: 'registry.read' },
  'funding-requests': { list: 'funding.read', show: 'funding.read' },
  // /factoring/{id} is the company's page for every reader; only its managers see a form there.
  factoring: { list: 'registry.read', edit: 'registry.read', create: 'factoring.manage' },
  'internal-users': { list: 'users.read', create: 'internalUsers.manage', edit: 'internalUsers.manage' },
  outbox: { list: 'outbox.read', show: 'outbox.read' },
  'my-accounts': { list: 'accounts.mine' },
};

const READS: readonly string[] = ['list', 'show', 'export'];

/** Whether `actor` may run `action` on `resource` in the console: staff only, writes only where listed. */
export function mayAccess(actor: Actor | null | undefined, resource: string, action: string): boolean {
  if (!actor || !isInternal(actor)) return false;
  const permission = RULES[resource]?.[action as Verb];
  if (permission) return can(actor, permission);
  return READS.includes(action);
}
