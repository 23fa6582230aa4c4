import { createElement, lazy } from 'react';
import type { ComponentType } from 'react';

/** A screen (no props: it reads its route's params) whose code loads on first use. */
export type LazyScreen = ComponentType & {
  /** Fetches the screen's code ahead of its first render (e.g. on hover, or before tests run). */
  preload: () => Promise<unknown>;
};

/**
 * A screen loaded on first use (React.lazy over a module's named export): each feature's index.ts lists its
 * screens this way, so a screen's code (and what only it imports) is a chunk of its own, fetched when its
 * route is first opened. Render it inside a ScreenLoader (loading state and load-failure message). Once its
 * code is there (opened before, or preloaded), it renders at once, without suspending.
 */
export function lazyScreen<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyScreen {
  let loaded: ComponentType | null = null;
  const fetchScreen = () =>
    load().then((module) => {
      loaded = module[name] as ComponentType;
      return loaded;
    });
  const Lazy = lazy(() => fetchScreen().then((screen) => ({ default: screen })));
  const Screen = () => createElement(loaded ?? Lazy);
  Screen.displayName = `Lazy(${String(name)})`;
  return Object.assign(Screen, { preload: fetchScreen });
}
