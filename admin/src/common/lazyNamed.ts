import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy for a module's named export: `lazyNamed(() => import('./RegistryList.tsx'), 'RegistryList')`.
 * The screen's code (and what only it imports) becomes its own chunk, fetched when the screen first renders;
 * react-admin's layout shows its loader meanwhile (the layout wraps its pages in <Suspense>).
 */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
