import { existsSync, readFileSync } from 'node:fs';
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

/** The build's frames.json (scripts/prerender-plugin.ts): which prerendered file answers which page path. */
interface FramesManifest {
  hintCookie: string;
  signedIn: Record<string, string>;
  signedOut: Record<string, string>;
}

function readFrames(root: string): FramesManifest | undefined {
  try {
    return JSON.parse(readFileSync(join(root, 'frames.json'), 'utf8')) as FramesManifest;
  } catch {
    return undefined;
  }
}

/**
 * The HTML file for a page path: the path's (or its pattern's) prerendered frame when the build wrote one (a signed-in page's heading
 * when a signed-in visit is likely: a magic-link token in the query or the app's hint cookie; the sign-in form
 * otherwise), index.html for any other path (decision 0207).
 */
export function pageFile(frames: FramesManifest | undefined, request: FastifyRequest): string {
  if (!frames) return 'index.html';
  const [rawPath, query = ''] = request.url.split('?', 2);
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const params = new URLSearchParams(query);
  const cookie = request.headers.cookie ?? '';
  const signedIn =
    (Boolean(params.get('t')?.trim()) && !params.has('descope-login-flow')) ||
    cookie.split(';').some((part) => part.trim() === `${frames.hintCookie}=1`);
  const files = signedIn ? frames.signedIn : frames.signedOut;
  const file = Object.hasOwn(files, path) ? files[path] : files[patternOf(Object.keys(files), path) ?? ''];
  return typeof file === 'string' && /^frames\/[a-z0-9_-]+\.html$/.test(file) ? file : 'index.html';
}

/** The first key of the manifest with `:name` segments that `path` fills (each `:name` one non-empty segment). */
function patternOf(keys: readonly string[], path: string): string | undefined {
  const segments = path.split('/');
  return keys.find((key) => {
    if (!key.includes('/:')) return false;
    const parts = key.split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]))
    );
  });
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
  const frames = built ? readFrames(root) : undefined;
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
    // The answer depends on the hint cookie: a cache must not give one visitor's frame to another.
    if (frames) reply.header('vary', 'Cookie');
    return reply.sendFile(pageFile(frames, request), root);
  });
};
