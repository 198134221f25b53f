import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

/** Options of the SPA plugin. */
export interface SpaOptions {
  /** The built SPA (vite's outDir). */
  distDir: string;
  /** Path prefixes that are never answered with index.html (the API, identity, dev routes). */
  reservedPrefixes: string[];
}

/** The page answered when dist/ has not been built. */
export const MISSING_BUILD_MESSAGE =
  'The single-page app is not built yet: run `npm run build` (or `npm start`, which builds it first).';

function wantsPage(request: FastifyRequest, reserved: string[]): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0];
  return !reserved.some((p) => path === p || path.startsWith(`${p}/`));
}

/**
 * Serves the built SPA: hashed assets with a long cache, and index.html for every other page path (the SPA has one
 * catch-all client route). Without a build it answers every page with a clear message instead.
 */
export const spaRoutes: FastifyPluginAsync<SpaOptions> = async (app, opts) => {
  const root = resolve(opts.distDir);
  const built = existsSync(join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.startsWith(join(root, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsPage(request, opts.reservedPrefixes)) {
      return reply.status(404).send({ error: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` });
    }
    if (!built) return reply.status(503).type('text/plain; charset=utf-8').send(MISSING_BUILD_MESSAGE);
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', root);
  });
};
