// react-router 7 names only its development build in its package's exports (remix-run/react-router#14102):
// its dev-only warnings (ENABLE_DEV_WARNINGS) would reach every phone. A production build takes the copy the
// package ships beside it, the same code with them off (decision 025, thirty-first session). Plain JavaScript,
// so the web benchmark's floors (bench/web/floor.mjs) build with the same copy as the app (vite.config.ts).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The path of react-router's production build, for a production build's `resolve.alias` of `react-router`. */
export const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);
