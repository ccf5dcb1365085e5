import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev` (root) runs the API on :3000 and this dev server with /api proxied to it.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
    // zod and src/zod-jitless.ts share a chunk, which runs before every chunk that imports it: jitless is
    // set before any schema is created (a schema made first would probe eval, which the CSP reports).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]zod-jitless\.ts$/ }],
        },
      },
    },
  },
});
