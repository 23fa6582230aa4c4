import type { MenuItem } from '@casebridge/domain';
import { consoleUrl } from '../../shared/consoleUrl.ts';

/** The href of a menu item: console screens are links into the admin console, the rest stay in the portal. */
export function menuHref(item: MenuItem): string {
  return item.console ? consoleUrl(item.path) : item.path;
}

/** True when `pathname` is the item's screen or one of its children. */
export function isActive(item: MenuItem, pathname: string): boolean {
  const base = item.path.split('?')[0] ?? item.path;
  return pathname === base || pathname.startsWith(`${base}/`);
}
