/**
 * The public reads of the first page (the plan cards' prices, the footer's year), made before react-query and
 * react-admin are loaded: the sign-in page loads neither (app/PortalRoot.tsx). Each is read once per app load
 * through the domain's public methods, shared by every component that asks, and handed to react-query's cache
 * once the rest of the portal is loaded (so the plan page's usePlanPricing does not read the prices again).
 * A failed read is not retried: its users keep their fallback (the static prices, the browser's year).
 */
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { PlanPricing } from '@casebridge/domain';
import type { PublicMethods } from '@casebridge/domain/client';

/** The react-query keys the reads are shared under (subscriptionKeys.planPricing is the same key). */
export const publicKeys = {
  serverTime: ['serverTime'] as const,
  planPricing: ['planPricing'] as const,
};

/** What each public read loads. */
const LOADERS = {
  serverTime: async (methods: PublicMethods): Promise<number> => {
    const { time } = await methods.getServerTime();
    const year = new Date(time).getUTCFullYear();
    if (Number.isNaN(year)) throw new Error('bad server time');
    return year;
  },
  planPricing: (methods: PublicMethods): Promise<PlanPricing> => methods.getPlanPricing(),
};

export type PublicRead = keyof typeof LOADERS;
type ReadData<R extends PublicRead> = Awaited<ReturnType<(typeof LOADERS)[R]>>;

interface Entry {
  data: unknown;
  started: boolean;
  listeners: Set<() => void>;
}

/** The public reads of one app instance (PortalRoot makes one; each test render of PortalApp its own). */
export class PublicReads {
  private readonly entries = new Map<PublicRead, Entry>();
  private queryClient: QueryClient | null = null;

  constructor(private readonly methods: PublicMethods) {}

  private entry(read: PublicRead): Entry {
    let entry = this.entries.get(read);
    if (!entry) {
      entry = { data: undefined, started: false, listeners: new Set() };
      this.entries.set(read, entry);
    }
    return entry;
  }

  /** The read's data, undefined until it has arrived (or when it failed). */
  data<R extends PublicRead>(read: R): ReadData<R> | undefined {
    return this.entry(read).data as ReadData<R> | undefined;
  }

  /** Listens to the read, starting it on the first subscription (once per app load). */
  subscribe(read: PublicRead, listener: () => void): () => void {
    const entry = this.entry(read);
    entry.listeners.add(listener);
    if (!entry.started) {
      entry.started = true;
      LOADERS[read](this.methods).then(
        (data) => {
          entry.data = data;
          this.queryClient?.setQueryData(publicKeys[read], data);
          for (const notify of entry.listeners) notify();
        },
        () => undefined,
      );
    }
    return () => entry.listeners.delete(listener);
  }

  /** Puts what was read, and what arrives later, in react-query's cache under publicKeys. */
  shareWith(queryClient: QueryClient): void {
    this.queryClient = queryClient;
    for (const [read, entry] of this.entries) {
      if (entry.data !== undefined) queryClient.setQueryData(publicKeys[read], entry.data);
    }
  }
}

const PublicReadsContext = createContext<PublicReads | null>(null);
export const PublicReadsProvider = PublicReadsContext.Provider;

function usePublicRead<R extends PublicRead>(read: R): ReadData<R> | undefined {
  const reads = useContext(PublicReadsContext);
  if (!reads) throw new Error('The public reads need a PublicReadsProvider (PortalRoot or PortalApp).');
  const subscribe = useCallback((listener: () => void) => reads.subscribe(read, listener), [reads, read]);
  const snapshot = useCallback(() => reads.data(read), [reads, read]);
  return useSyncExternalStore(subscribe, snapshot);
}

/** The current year from the server clock (GET /time, read once per app load); the browser's until then. */
export function useServerYear(): number {
  return usePublicRead('serverTime') ?? new Date().getFullYear();
}

/** GET /subscriptions/plan-pricing (public, once per app load): null until it has arrived or when it failed. */
export function usePublicPlanPricing(): PlanPricing | null {
  return usePublicRead('planPricing') ?? null;
}
