import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { buildVersionPlugin } from './scripts/build-version-plugin';

/** The SPA build. The embedded server (server/) serves dist/ in `npm start`. */
export default defineConfig({
  plugins: [react(), buildVersionPlugin()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
});
