import { lazy, type ComponentType } from 'react';

/** React.lazy for modules that export their page by name (pages use named exports). */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
