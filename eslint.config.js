// Lint for the whole monorepo, with one-way import boundaries (STYLE.md):
//   web: app → features → components/lib → domain; a feature never imports another feature.
//   api: a module (apps/api/src/modules/<a>) never imports another module; app.ts/server.ts wire them.
//   domain: no I/O, no framework, no app code.   api ↔ web: never.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import importBoundaries from './eslint-rules/import-boundaries.js';
import reactHooks from 'eslint-plugin-react-hooks';

/** The folders directly under `dir`, relative to this file whatever the working directory (none when it does not exist). */
const foldersIn = (dir) => {
  try {
    return readdirSync(new URL(`./${dir}`, import.meta.url), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
};
const featureDir = 'apps/web/src/features';
const features = foldersIn(featureDir);
// API modules follow the same rule as web features: one module never imports another; app.ts and
// server.ts (outside modules/) wire them, and shared pieces live in lib/, uploads/, db/ …
const moduleDir = 'apps/api/src/modules';
const modules = foldersIn(moduleDir);

const FRAMEWORKS = [
  'react',
  'react-*',
  'fastify',
  '@fastify/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'pg',
  'pg-boss',
  '@electric-sql/*',
  'node:*',
  'fs',
  'path',
  'child_process',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/api/src/db/migrations/**',
      'bench/results/**',
      'apps/web/e2e/artifacts/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { charla: { rules: { 'import-boundaries': importBoundaries } } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'charla/import-boundaries': [
        'error',
        {
          zones: [
            { target: './packages/domain', from: './apps', message: 'domain no importa código de las apps' },
            { target: './apps/web', from: './apps/api', message: 'la web no importa la API' },
            { target: './apps/api', from: './apps/web', message: 'la API no importa la web' },
            {
              target: './apps/web/src/components',
              from: './apps/web/src/features',
              message: 'components no importa features',
            },
            { target: './apps/web/src/components', from: './apps/web/src/app', message: 'components no importa app' },
            { target: './apps/web/src/lib', from: './apps/web/src/features', message: 'lib no importa features' },
            { target: './apps/web/src/lib', from: './apps/web/src/app', message: 'lib no importa app' },
            { target: './apps/web/src/lib', from: './apps/web/src/components', message: 'lib no importa components' },
            { target: './apps/web/src/features', from: './apps/web/src/app', message: 'features no importa app' },
            ...features.map((feature) => ({
              target: `./${featureDir}/${feature}`,
              from: `./${featureDir}`,
              except: [`./${feature}`],
              message: 'una feature no importa otra feature',
            })),
            ...modules.map((module) => ({
              target: `./${moduleDir}/${module}`,
              from: `./${moduleDir}`,
              except: [`./${module}`],
              message: 'un módulo de la API no importa otro módulo',
            })),
            { target: './apps/api/src/lib', from: './apps/api/src/modules', message: 'lib no importa módulos' },
            { target: './apps/api/src/uploads', from: './apps/api/src/modules', message: 'uploads no importa módulos' },
            { target: './apps/api/src/access', from: './apps/api/src/modules', message: 'access no importa módulos' },
            { target: './apps/api/src/db', from: './apps/api/src/modules', message: 'db no importa módulos' },
            { target: './apps/api/src/plugins', from: './apps/api/src/modules', message: 'plugins no importa módulos' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: FRAMEWORKS, message: 'packages/domain es lógica pura: sin I/O ni frameworks' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/e2e/**', '**/bench/**', 'scripts/**', '**/*.config.*'],
    rules: { 'no-console': 'off' },
  },
);
