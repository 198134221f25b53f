import type { Plugin } from 'vite';

/** What the plugin reads of a built chunk. */
export interface ChunkLike {
  type: 'chunk' | 'asset';
  name?: string;
  fileName: string;
  imports?: string[];
}

/**
 * The files of the chunks named `names` with everything they import statically, in load order, without the entry's
 * own static imports (Vite preloads those already).
 */
export function preloadFiles(bundle: Record<string, ChunkLike>, entry: ChunkLike, names: readonly string[]): string[] {
  const own = new Set(entry.imports ?? []);
  const files: string[] = [];
  const visit = (fileName: string): void => {
    const chunk = bundle[fileName];
    if (chunk === undefined || chunk.type !== 'chunk' || files.includes(fileName) || own.has(fileName)) return;
    files.push(fileName);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const chunk of Object.values(bundle))
    if (chunk.type === 'chunk' && chunk.name !== undefined && names.includes(chunk.name)) visit(chunk.fileName);
  return files;
}

/**
 * Marks every module script and module preload of a built page as not needed for its first paint
 * (`fetchpriority="low"`, decision 0355): the page paints its prerendered frame from the HTML alone, and the entry
 * evaluates nothing before that paint (decision 0354). A tag that already states a priority is left as it is.
 */
export function lowPriorityScripts(html: string): string {
  return html.replace(/<(script|link)\b[^>]*>/gi, (tag) => {
    const moduleScript = /^<script\b/i.test(tag) && /\btype=["']?module["']?/i.test(tag);
    const modulePreload = /^<link\b/i.test(tag) && /\brel=["']?modulepreload["']?/i.test(tag);
    if ((!moduleScript && !modulePreload) || /\bfetchpriority=/i.test(tag)) return tag;
    return tag.replace(/^<(script|link)\b/i, (open) => `${open} fetchpriority="low"`);
  });
}

/**
 * Preloads chunks the entry imports only later from the HTML (decision 0354): the entry imports React once the
 * browser painted the prerendered frame, so that no script is evaluated before the first paint, and a `modulepreload`
 * link downloads (and compiles) it meanwhile without evaluating it. Vite preloads an entry's static imports only.
 * Every script tag of the page, Vite's and these, asks for low fetch priority (`lowPriorityScripts`, decision 0355).
 */
export function startPreloadPlugin(names: readonly string[]): Plugin {
  // The public path the build's files are served under (Vite's `base`), as Vite writes it in its own links.
  let base = '/';
  return {
    name: 'start-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const entry = ctx.chunk as ChunkLike | undefined;
        if (ctx.bundle === undefined || entry === undefined) return html;
        const tags = preloadFiles(ctx.bundle as unknown as Record<string, ChunkLike>, entry, names).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', fetchpriority: 'low', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
        return { html: lowPriorityScripts(html), tags };
      },
    },
  };
}
