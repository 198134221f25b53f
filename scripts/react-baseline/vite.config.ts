import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressPlugin } from '../compress-plugin.ts';

/** The React-only reference page (main.tsx), built the way the product's SPA is (hashed assets, .br/.gz copies). */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), compressPlugin()],
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../../node_modules/.cache/react-baseline/dist', import.meta.url)),
    emptyOutDir: true,
    modulePreload: { polyfill: false },
  },
});
