/**
 * Starts one of the server's worker threads: dist/<entry>.js beside the bundled server, else (tests, tools run by
 * tsx) its source, src/<entry>.ts, loaded through tsx's loader.
 */
import { Worker } from 'node:worker_threads';
import type { ResourceLimits } from 'node:worker_threads';

export function spawnWorker(entry: string, workerData: unknown, resourceLimits?: ResourceLimits): Worker {
  const options = { workerData, resourceLimits };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL(`./${entry}.js`, import.meta.url), options);
  const source = JSON.stringify(new URL(`../${entry}.ts`, import.meta.url).href);
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${source}); })`;
  return new Worker(boot, { ...options, eval: true });
}
