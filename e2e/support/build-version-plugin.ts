import { randomUUID } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Writes `version.json` ({ buildId }) into the build and compiles the same id into the app as
 * `import.meta.env.VITE_BUILD_ID`, so the running app can tell when a newer build is deployed.
 * The same lines belong in vite.config.ts (the suite adds the plugin only while they are missing).
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
