import type { FastifyRequest } from 'fastify';

/** The request's path without the query, percent-decoded when possible (the form the router matches). */
export function decodedPath(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The path the router matched: the route's pattern (e.g. `/solo401k/folders/:id`) when a route matched, else the
 * decoded path. `/%73olo401k/folders` and `/solo401k/folders` are the same route and give the same answer.
 */
export function routePathOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? decodedPath(request.url);
}

/**
 * Whether the request addresses a path under `prefix` (e.g. `/solo401k/`), however its path was encoded: by its raw
 * path, by the route the router matched, or by its decoded path (unmatched paths, answered by a not-found handler).
 */
export function isUnderPrefix(request: FastifyRequest, prefix: string): boolean {
  // The common case without a routing lookup: a plain path that already starts with the prefix.
  if (request.url.startsWith(prefix)) return true;
  if (request.routeOptions.url?.startsWith(prefix) === true) return true;
  return request.url.includes('%') && decodedPath(request.url).startsWith(prefix);
}
