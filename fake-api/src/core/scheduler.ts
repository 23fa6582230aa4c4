/**
 * The server's background jobs (the referral sweep: reminders and expiry of case invites; the adherence sweep:
 * missed appointments and treatment gaps): each runs every `intervalMs` through core.runJob (write lock, one
 * transaction, flushed), one run at a time; a run still busy when the next tick comes is not doubled. The timer
 * is unref'd (it never keeps the process alive) and stop() waits for a run in progress, so the store closes
 * after it.
 */
import type { Core } from './handle.ts';
import type { Services } from './types.ts';

export interface ScheduledJob {
  name: string;
  /** One transaction of work; answering `{ more: true }` asks for another one at once (a backlog in batches). */
  run(services: Services): unknown;
}

const wantsMore = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && (answer as { more?: unknown }).more === true;

export interface Scheduler {
  /** Runs every job once now (what a tick does). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/** Default period of the jobs: once a minute is ample for reminders counted in days. */
export const DEFAULT_JOBS_INTERVAL_MS = 60_000;

export function startScheduler(
  core: Pick<Core, 'runJob'>,
  jobs: readonly ScheduledJob[],
  intervalMs: number,
  onError: (error: unknown, job: ScheduledJob) => void,
): Scheduler {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    running ??= (async () => {
      for (const job of jobs) {
        try {
          // Other writes take the lock between two batches.
          let more = true;
          while (more && !stopped) more = wantsMore(await core.runJob((services) => job.run(services)));
        } catch (error) {
          onError(error, job);
        }
      }
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = intervalMs > 0 ? setInterval(() => void tick(), intervalMs) : null;
  timer?.unref();
  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
