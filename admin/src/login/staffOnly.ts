import { MESSAGES, isInternal } from '@casebridge/domain';
import { SIGN_IN_PATHS, type CaseBridgeAuthProvider } from '@casebridge/domain/client';
import { mayAccess } from './consoleAccess.ts';
import { loginNotice } from './loginNotice.ts';

/**
 * How long a signed-out getPermissions() waits before answering. react-admin's requireAuth sign-out
 * navigates to /login and clears its query cache in the same tick; with react-router 7 the navigation
 * commits after the permissions query has already re-answered, which re-mounts the sign-out route and
 * loops for seconds (marmelab/react-admin#10885, #10764). Answering "no permissions" a little later lets
 * the navigation land first. Signed-in calls are not delayed.
 */
export const SIGNED_OUT_PERMISSIONS_DELAY_MS = 100;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The console's auth provider: the client's, admitting internal staff only. The console keeps its session
 * under its own keys (createClient configures them), apart from the portal's; should a stored session still
 * not be a staff one, the check refuses it like the sign-in does, and the sign-in screen says why. canAccess
 * answers what each role may open, from the domain's permissions.
 */
export function staffOnly(base: CaseBridgeAuthProvider): CaseBridgeAuthProvider {
  return {
    ...base,
    async checkAuth(params: Record<string, unknown>) {
      await base.checkAuth(params);
      const actor = await base.getPermissions();
      if (!actor || !isInternal(actor)) {
        loginNotice.set(MESSAGES.internalOnly);
        throw { redirectTo: SIGN_IN_PATHS.admin, message: MESSAGES.internalOnly };
      }
    },
    async getPermissions() {
      const actor = await base.getPermissions();
      if (!actor) await delay(SIGNED_OUT_PERMISSIONS_DELAY_MS);
      return actor;
    },
    // Pages, buttons and links a role may not use are hidden, and refused by URL (consoleAccess.ts).
    async canAccess({ resource, action }: { resource: string; action: string }) {
      return mayAccess(await base.getPermissions(), resource, action);
    },
  };
}
