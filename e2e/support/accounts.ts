import { readFileSync } from 'node:fs';
import type { DemoAccount } from '@casebridge/fixtures';

export type { DemoAccount };

/** The demo sign-ins the README lists, read from the fixtures so the tests and the docs never drift. */
export const DEMO_ACCOUNTS: DemoAccount[] = JSON.parse(
  readFileSync(new URL('../../fixtures/demo-accounts.json', import.meta.url), 'utf8'),
) as DemoAccount[];

export function account(role: string): DemoAccount {
  const found = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!found) throw new Error(`No demo account with role "${role}"`);
  return found;
}
