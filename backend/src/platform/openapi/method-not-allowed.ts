import type { NextFunction, Request, Response } from 'express';
import type { DiscoveredRoute } from './api-route-explorer.js';

export const methodNotAllowedMessage = 'Method not allowed';

interface PathMethods {
  pattern: RegExp;
  methods: Set<string>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/api/food-items/:id` → a RegExp matching one segment per parameter (trailing slash allowed). */
function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)))
    .join('/');
  return new RegExp(`^${source}/?$`, 'i');
}

/**
 * A known path asked with a method it does not serve answers 405 with `Allow` (RFC 9110 §15.5.6)
 * instead of the 404 of an unknown path, so clients and fuzzers can tell the two apart. Every
 * pattern matching the path counts (`/food-items/search` and `/food-items/:id` both match
 * `/food-items/search`); HEAD goes with GET and OPTIONS passes. Mounted before the routes, so it
 * only answers when no route would.
 */
export function methodNotAllowed(routes: () => readonly DiscoveredRoute[]) {
  let table: PathMethods[] | undefined;
  const build = (): PathMethods[] => {
    const byPath = new Map<string, Set<string>>();
    for (const route of routes()) {
      const methods = byPath.get(route.path) ?? new Set<string>();
      methods.add(route.method);
      if (route.method === 'GET') methods.add('HEAD');
      byPath.set(route.path, methods);
    }
    return [...byPath].map(([path, methods]) => ({ pattern: patternOf(path), methods }));
  };
  return (request: Request, response: Response, next: NextFunction): void => {
    if (request.method === 'OPTIONS') return next();
    table ??= build();
    const path = request.path;
    const allowed = new Set<string>();
    for (const entry of table) if (entry.pattern.test(path)) for (const method of entry.methods) allowed.add(method);
    if (allowed.size === 0 || allowed.has(request.method)) return next();
    response.setHeader('Allow', [...allowed].sort().join(', '));
    response.status(405).json({ message: methodNotAllowedMessage });
  };
}
