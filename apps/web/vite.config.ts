import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPaint } from './vite-first-paint';
import { reactRouterProduction } from './vite-react-router.mjs';
import { warmup } from './vite-warmup';

// `npm run dev` (root) runs the API on :3000 and this dev server with /api proxied to it.
export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), warmup(), firstPaint()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The production copy of react-router in a build only (vite-react-router.mjs); dev and Vitest keep its warnings.
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3000}`, changeOrigin: false } },
  },
  // The manifest (dist/.vite, never served) lets scripts/compress.mjs report what the first page loads.
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    manifest: true,
    chunkSizeWarningLimit: 1200,
    // Chunks (docs/decisions/016, 025): each group takes its modules and, recursively, their imports not
    // taken by a group before it.
    // - zod with src/zod-jitless.ts: a chunk runs before every chunk that imports it, so jitless is set
    //   before any schema is created (a schema made first would probe eval, which the CSP reports).
    // - first: everything the entry imports statically (what /login needs) in the entry's chunk.
    // - shell: the signed-in frame and everything it imports, and every icon, in one chunk. Every
    //   signed-in page loads it, so code the shell shares with an area comes with it instead of as one
    //   small chunk per set of importers (/sesiones: 26 scripts before, 9 after); what only areas share
    //   stays automatic. Each file is a round trip on a phone's network (decision 025).
    // - popper: floating-ui and Radix's popper, for the pickers (listbox) and the admin's group menu; the
    //   shell no longer carries them (it would otherwise be named after floating-ui's `dist` folder).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]zod-jitless\.ts$/, priority: 30 },
            { name: 'first', tags: ['$initial'], priority: 20 },
            {
              name: 'shell',
              test: /[\\/]src[\\/]app[\\/]areas[\\/]shell\.ts$|[\\/]node_modules[\\/]lucide-react[\\/]/,
              priority: 10,
            },
            {
              name: 'popper',
              test: /[\\/]node_modules[\\/](@floating-ui|@radix-ui[\\/]react-popper)[\\/]/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
}));
