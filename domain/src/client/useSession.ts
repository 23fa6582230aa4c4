import { useSyncExternalStore } from 'react';
import type { SessionData } from '@casebridge/domain';
import { session } from './session.ts';

/** The stored session, re-rendering on sign-in, sign-out and session updates (this tab or another). */
export function useSession(): SessionData | null {
  return useSyncExternalStore(session.subscribe, session.get, () => null);
}
