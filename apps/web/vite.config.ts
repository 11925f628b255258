import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { inlineStartUp } from './build/inline-start-up';
import { precompress } from './build/precompress';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The API server the dev server proxies to (override with ATENDE_API_URL). */
const backend = process.env.ATENDE_API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  root,
  plugins: [react(), inlineStartUp(), precompress()],
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/socket.io': { target: backend, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // every file costs a request and its headers (about 1 KB with the security headers):
        // Rollup folds chunks smaller than this into the chunks that use them
        experimentalMinChunkSize: 20 * 1024,
        // ...but the English and Spanish texts stay apart, one chunk per language: that merging
        // only keeps side effects in place and would fold them into the first download
        manualChunks: (id) => {
          const language = /\/src\/.*[/-](en|es)\.ts$/.exec(id)?.[1];
          return language ? `texts-${language}` : undefined;
        },
      },
      onwarn(warning, warn) {
        // zod's comments confuse Rollup's annotation parser; harmless and not ours to fix
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
    },
  },
});
