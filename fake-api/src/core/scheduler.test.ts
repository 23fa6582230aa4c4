import { afterEach, describe, expect, it, vi } from 'vitest';
import { startScheduler } from './scheduler.ts';
import type { Services } from './types.ts';

const services = {} as Services;
const core = { runJob: <T>(job: (s: Services) => T | Promise<T>) => Promise.resolve(job(services)) };

afterEach(() => vi.useRealTimers());

describe('startScheduler', () => {
  it('runs every job on each period through runJob, and nothing once stopped', async () => {
    vi.useFakeTimers();
    const runs: string[] = [];
    const scheduler = startScheduler(
      core,
      [
        { name: 'a', run: () => runs.push('a') },
        { name: 'b', run: () => runs.push('b') },
      ],
      1000,
      () => undefined,
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual(['a', 'b']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(runs).toHaveLength(6);
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toHaveLength(6);
  });

  it('reports a failing job and still runs the others; 0 disables the timer', async () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    const ran = vi.fn();
    const scheduler = startScheduler(
      core,
      [
        {
          name: 'bad',
          run: () => {
            throw new Error('boom');
          },
        },
        { name: 'good', run: ran },
      ],
      0,
      onError,
    );
    await vi.advanceTimersByTimeAsync(120_000);
    expect(ran).not.toHaveBeenCalled();
    await scheduler.tick();
    expect(onError).toHaveBeenCalledWith(expect.any(Error), expect.objectContaining({ name: 'bad' }));
    expect(ran).toHaveBeenCalledOnce();
    await scheduler.stop();
  });

  it('runs a job again at once, in a new transaction, while it answers { more: true }', async () => {
    let left = 3;
    let transactions = 0;
    const counting = {
      runJob: <T>(job: (s: Services) => T | Promise<T>) => {
        transactions++;
        return core.runJob(job);
      },
    };
    const backlog = { name: 'backlog', run: () => ({ more: --left > 0 }) };
    const scheduler = startScheduler(counting, [backlog], 0, () => undefined);
    await scheduler.tick();
    expect([left, transactions]).toEqual([0, 3]);
    await scheduler.stop();
  });

  it('does not start a run while one is busy, and stop() waits for it', async () => {
    let release!: () => void;
    let started = 0;
    const slow = {
      name: 'slow',
      run: () => {
        started++;
        return new Promise<void>((resolve) => (release = resolve));
      },
    };
    const scheduler = startScheduler(core, [slow], 0, () => undefined);
    const first = scheduler.tick();
    const second = scheduler.tick();
    expect(started).toBe(1);
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await Promise.all([first, second, stopping]);
    expect(stopped).toBe(true);
  });
});
