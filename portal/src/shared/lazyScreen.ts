import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

export type LazyScreen<C extends ComponentType> = LazyExoticComponent<C> & {
  /** Fetches the screen's code ahead of its first render (e.g. on hover, or before tests run). */
  preload: () => Promise<unknown>;
};

/**
 * A screen loaded on first use (React.lazy over a module's named export): each feature's index.ts lists its
 * screens this way, so a screen's code (and what only it imports) is a chunk of its own, fetched when its
 * route is first opened. Render it inside a ScreenLoader (loading state and load-failure message).
 */
export function lazyScreen<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyScreen<M[K] & ComponentType> {
  const screen = lazy(() => load().then((module) => ({ default: module[name] as M[K] & ComponentType })));
  return Object.assign(screen, { preload: load });
}
