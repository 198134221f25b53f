import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';

/** Name of the `<meta>` tag that carries the build id in index.html (read by BrowserBuildInfo). */
export const BUILD_ID_META = 'build-id';

/** The id of a build: a hash of its hashed file names, so the same source gives the same id and the same chunks. */
export function buildIdOf(bundle: Rollup.OutputBundle): string {
  const names = Object.keys(bundle)
    .filter((name) => name !== 'index.html' && name !== 'version.json' && !name.endsWith('.map'))
    .sort();
  return createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
}

/**
 * Writes `version.json` ({ buildId }) into the build and the same id into index.html as
 * `<meta name="build-id">`, so the running app can tell when a newer build is deployed. Nothing is compiled into
 * the JavaScript, so unchanged chunks keep their names from one build to the next (decision 0170).
 * BUILD_ID overrides the id. Used by vite.config.ts, so every build (npm start, the e2e suite) carries it.
 */
export function buildVersionPlugin(fixedId: string | undefined = process.env.BUILD_ID || undefined): Plugin {
  return {
    name: 'build-version',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const buildId = fixedId ?? buildIdOf(bundle);
        const page = bundle['index.html'];
        if (page?.type === 'asset') {
          const html = String(page.source);
          const tag = `<meta name="${BUILD_ID_META}" content="${buildId}" />`;
          page.source = /<meta charset[^>]*>/i.test(html)
            ? html.replace(/<meta charset[^>]*>/i, (charset) => `${charset}\n    ${tag}`)
            : html.replace(/<head>/i, `<head>\n    ${tag}`);
        }
        this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ buildId }) });
      },
    },
  };
}
