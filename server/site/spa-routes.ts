import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

/** Options of the SPA plugin. */
export interface SpaOptions {
  /** The built SPA (vite's outDir). */
  distDir: string;
  /** Path prefixes that are never answered with index.html (the API, identity, dev routes). */
  reservedPrefixes: string[];
  /** Serve the build's source maps (`*.map`); only the local profile does, production answers 404 (decision 0170). */
  sourceMaps?: boolean;
}

/** The page answered when dist/ has not been built. */
export const MISSING_BUILD_MESSAGE =
  'The single-page app is not built yet: run `npm run build` (or `npm start`, which builds it first).';

/** Paths that name a file (a hashed asset, the favicon, a map): a missing one is a 404, never the SPA page. */
const FILE_PATH = /^\/assets\/|\.[a-z0-9]{1,12}$/i;

/** Hashed assets never change under their name; everything else (index.html, version.json, the favicon) is revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0];
}

function wantsPage(request: FastifyRequest, reserved: string[]): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = pathOf(request);
  if (FILE_PATH.test(path)) return false;
  return !reserved.some((p) => path === p || path.startsWith(`${p}/`));
}

/**
 * Serves the built SPA: hashed assets with a year-long immutable cache, pre-compressed copies (`.br`, `.gz`, written by
 * the build) by Accept-Encoding, and index.html for every other page path (the SPA has one catch-all client route).
 * A missing file answers 404 (an old chunk after a redeploy must fail as a script, not load a page). Without a build
 * it answers every page with a clear message instead.
 */
export const spaRoutes: FastifyPluginAsync<SpaOptions> = async (app, opts) => {
  const root = resolve(opts.distDir);
  const assets = join(root, 'assets') + sep;
  const built = existsSync(join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: false,
      preCompressed: true,
      allowedPath: (pathName) => opts.sourceMaps === true || !pathName.endsWith('.map'),
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.startsWith(assets) ? IMMUTABLE : REVALIDATE);
      },
    });
  }
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsPage(request, opts.reservedPrefixes)) {
      return reply.status(404).send({ error: 'not_found', message: `No route ${request.method} ${pathOf(request)}` });
    }
    if (!built) return reply.status(503).type('text/plain; charset=utf-8').send(MISSING_BUILD_MESSAGE);
    reply.header('cache-control', REVALIDATE);
    return reply.sendFile('index.html', root);
  });
};
