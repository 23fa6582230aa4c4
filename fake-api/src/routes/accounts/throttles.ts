/** The accounts' throttles (signInThrottle.ts, mailThrottle.ts) over one counters' store (core/throttleStore.ts). */
import { memoryThrottleStore } from '../../core/throttleStore.ts';
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

// Keyed by the secret: the core hands routes copies of its services (the reader's view), which share it.
const fallbacks = new WeakMap<Uint8Array, Throttles>();

/** The server's throttles (createServer makes them over DATA_DIR); in memory for a core made without them. */
export function throttlesOf(services: Services): Throttles {
  if (services.throttles) return services.throttles;
  let throttles = fallbacks.get(services.secret);
  if (!throttles) fallbacks.set(services.secret, (throttles = createThrottles(memoryThrottleStore())));
  return throttles;
}
