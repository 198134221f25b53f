import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { buildVersionPlugin } from './scripts/build-version-plugin.ts';
import { compressPlugin } from './scripts/compress-plugin.ts';
import { prerenderPlugin } from './scripts/prerender-plugin.ts';

/** The SPA build. The embedded server (server/) serves dist/ in `npm start`. */
export default defineConfig({
  // prerenderPlugin after buildVersionPlugin: every frame carries the build id written into index.html.
  plugins: [react(), buildVersionPlugin(), prerenderPlugin(), compressPlugin()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Browsers have Map/WeakMap: the lite build of the metadata API is enough for Inversify (and smaller).
      { find: /^reflect-metadata$/, replacement: 'reflect-metadata/lite' },
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Every browser the app supports has native module preloading; skip the polyfill on the first page.
    modulePreload: { polyfill: false },
  },
});
