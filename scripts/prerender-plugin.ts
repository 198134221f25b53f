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
 * server answers each known path with a page that paints its heading before any script (decision 0207). Runs after
 * the build id is written into index.html, so every frame carries the same scripts, styles and build id.
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
        const html = String(page.source);
        for (const frame of allFrames()) {
          this.emitFile({ type: 'asset', fileName: frame.file, source: withFrame(html, frame) });
        }
        this.emitFile({ type: 'asset', fileName: FRAMES_MANIFEST, source: JSON.stringify(framesManifest()) });
      },
    },
  };
}
