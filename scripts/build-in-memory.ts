import { join, resolve } from 'node:path';
import { build, type Rollup } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');

/** A production build of the app in memory (nothing written, no source maps): every output file, chunks and assets. */
export async function buildAppInMemory(): Promise<Array<Rollup.OutputChunk | Rollup.OutputAsset>> {
  const result = await build({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'silent',
    build: { write: false, sourcemap: false },
  });
  return ((Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[]).flatMap((o) => o.output);
}
