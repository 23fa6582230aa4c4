import { describe, expect, it } from 'vitest';
import { createLock } from './lock.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('createLock', () => {
  it('runs tasks one at a time in arrival order, even when one fails', async () => {
    const lock = createLock();
    const events: string[] = [];
    let running = 0;
    const task = (name: string, fail = false) =>
      lock.run(async () => {
        running++;
        expect(running).toBe(1);
        events.push(`start ${name}`);
        await tick();
        events.push(`end ${name}`);
        running--;
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([task('a'), task('b', true), task('c')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(lock.pending).toBe(0);
  });
});
