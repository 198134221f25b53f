import { join } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type * as RouteFramesModule from '../src/ui/shell/route-frames.ts';

/** What the plugin uses of src/ui/shell/route-frames.ts. */
export type RouteFrames = Pick<
  typeof RouteFramesModule,
  'allFrames' | 'frameFor' | 'PAGE_HEADINGS' | 'SIGNED_IN_HINT_COOKIE' | 'withFrame'
>;

const SRC = join(import.meta.dirname, '..', 'src');

/**
 * Loads route-frames.ts through Vite's module runner (with the `@` alias): its frames come from the areas' manifests,
 * which the bundle of vite.config.ts cannot hold (their lazy imports name the app's pages). Nothing but the frames and
 * the manifests runs: a manifest names its page and tile only through `import()`.
 */
export async function loadRouteFrames(): Promise<RouteFrames> {
  const { module } = await runnerImport<RouteFrames>(join(SRC, 'ui', 'shell', 'route-frames.ts'), {
    configFile: false,
    logLevel: 'error',
    resolve: { alias: { '@': SRC } },
  });
  return module;
}

/** Name of the manifest the build writes beside index.html: which file answers which path (read by the server). */
export const FRAMES_MANIFEST = 'frames.json';

/** What the server needs to pick a path's frame without knowing the app's routes. */
export interface FramesManifest {
  /** A signed-in visit is likely with this cookie set to 1 or a magic-link token (`t`) in the query. */
  hintCookie: string;
  /** Path -> file when a signed-in visit is likely; a key with `:name` segments is a pattern (one segment each). */
  signedIn: Record<string, string>;
  /** Path -> file otherwise. Any other path is answered with index.html. */
  signedOut: Record<string, string>;
}

/** The entry's style sheet link (Vite writes one for the CSS main.tsx imports). */
const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g;

/**
 * `html` with the build's own style sheets written into it (`<style>`), so the first paint waits for no second
 * request (Lighthouse counted the style sheet as render-blocking, about 150 ms on a phone). The file stays in the
 * build. CSP allows inline styles (style-src 'unsafe-inline'), not inline scripts.
 */
export function inlineStylesheets(html: string, cssOf: (file: string) => string | undefined): string {
  return html.replace(STYLESHEET, (tag, file: string) => {
    const css = cssOf(file);
    return css === undefined ? tag : `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

/** The manifest of the frames of route-frames.ts. */
export function framesManifest({ frameFor, PAGE_HEADINGS, SIGNED_IN_HINT_COOKIE }: RouteFrames): FramesManifest {
  const paths = ['/', '/sign-in', ...Object.keys(PAGE_HEADINGS)];
  return {
    hintCookie: SIGNED_IN_HINT_COOKIE,
    signedIn: Object.fromEntries(paths.map((p) => [p, frameFor(p, true).file])),
    signedOut: Object.fromEntries(paths.map((p) => [p, frameFor(p, false).file])),
  };
}

/**
 * Writes one HTML file per prerendered frame (src/ui/shell/route-frames.ts): the built index.html with its `#root`
 * holding that route's frame (the sign-in form, home's heading and skeleton, a signed-in page's heading), so the
 * server answers each known path with a page that paints its heading before any script (decision 0207). Writes the
 * entry's style sheet into every page (index.html too), so the first paint waits for nothing else. Runs after the
 * build id is written into index.html, so every frame carries the same scripts, styles and build id.
 */
export function prerenderPlugin(load: () => Promise<RouteFrames> = loadRouteFrames): Plugin {
  return {
    name: 'prerender-frames',
    apply: 'build',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') return;
        const html = inlineStylesheets(String(page.source), (file) => {
          const css = bundle[file];
          return css?.type === 'asset' ? String(css.source) : undefined;
        });
        page.source = html;
        const frames = await load();
        const { allFrames, withFrame } = frames;
        for (const frame of allFrames()) {
          this.emitFile({ type: 'asset', fileName: frame.file, source: withFrame(html, frame) });
        }
        this.emitFile({ type: 'asset', fileName: FRAMES_MANIFEST, source: JSON.stringify(framesManifest(frames)) });
      },
    },
  };
}
