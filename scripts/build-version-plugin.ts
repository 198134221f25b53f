import { randomUUID } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Writes `version.json` ({ buildId }) into the build and compiles the same id into the app as
 * `import.meta.env.VITE_BUILD_ID`, so the running app can tell when a newer build is deployed.
 * Used by vite.config.ts, so every build (npm start, the e2e suite) carries it.
 */
export function buildVersionPlugin(buildId: string = process.env.BUILD_ID || randomUUID()): Plugin {
  return {
    name: 'build-version',
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ buildId }) });
    },
  };
}
