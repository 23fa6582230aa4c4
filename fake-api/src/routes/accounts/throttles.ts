/** The accounts' throttles (signInThrottle.ts, mailThrottle.ts) over one counters' store (core/throttleStore.ts). */
import type { ThrottleStore } from '../../core/throttleStore.ts';
import type { Services } from '../../core/types.ts';
import { createMailThrottle } from './mailThrottle.ts';
import type { MailThrottle } from './mailThrottle.ts';
import { createSignInThrottle } from './signInThrottle.ts';
import type { SignInThrottle, Sleep } from './signInThrottle.ts';

export interface Throttles {
  signIn: SignInThrottle;
  mail: MailThrottle;
}

export function createThrottles(store: ThrottleStore, sleep?: Sleep): Throttles {
  return { signIn: createSignInThrottle(store, sleep), mail: createMailThrottle(store) };
}

/** The core's throttles: createCore gives every core its own, or the server's persisted ones (createServer). */
export function throttlesOf(services: Services): Throttles {
  if (!services.throttles) throw new Error('throttles missing: services must come from createCore');
  return services.throttles;
}
