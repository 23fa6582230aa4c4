import { usePermissions } from 'react-admin';
import type { Actor } from '@casebridge/domain';

/** The signed-in actor, as resolved by authProvider.getPermissions(); undefined while loading. */
export function useActor(): { actor: Actor | undefined; isPending: boolean } {
  const { permissions, isPending } = usePermissions<Actor>();
  return { actor: permissions ?? undefined, isPending };
}
