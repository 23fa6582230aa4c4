import { beforeAll } from 'vitest';

/**
 * The UI projects share one jsdom per worker (isolate: false), so storage written by one file would be read by the
 * next: a session left behind makes a public screen render as signed in, depending on the order files run in.
 * Every file starts from empty storage.
 */
beforeAll(() => {
  // A file may choose the node environment (no storage at all).
  if (typeof localStorage === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
});
