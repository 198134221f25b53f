import type { Plugin } from 'vite';
import { allFrames, frameFor, PAGE_HEADINGS, SIGNED_IN_HINT_COOKIE, withFrame } from '../src/ui/shell/route-frames.ts';

/** Name of the manifest the build writes beside index.html: which file answers which path (read by the server). */
export const FRAMES_MANIFEST = 'frames.json';

/** What the server needs to pick a path's frame without knowing the app's routes. */
export interface FramesManifest {
  /** A signed-in visit is likely with this cookie set to 1 or a magic-link token (`t`) in the query. */
  hintCookie: string;
  /** Path -> file when a signed-in visit is likely. */
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
export function framesManifest(): FramesManifest {
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
export function prerenderPlugin(): Plugin {
  return {
    name: 'prerender-frames',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') return;
        const html = inlineStylesheets(String(page.source), (file) => {
          const css = bundle[file];
          return css?.type === 'asset' ? String(css.source) : undefined;
        });
        page.source = html;
        for (const frame of allFrames()) {
          this.emitFile({ type: 'asset', fileName: frame.file, source: withFrame(html, frame) });
        }
        this.emitFile({ type: 'asset', fileName: FRAMES_MANIFEST, source: JSON.stringify(framesManifest()) });
      },
    },
  };
}
