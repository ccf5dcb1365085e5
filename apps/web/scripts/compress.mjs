#!/usr/bin/env node
// Runs after `vite build`: writes .br and .gz beside every compressible file of dist/ (the API
// serves them by Accept-Encoding, docs/decisions/016) and reports each chunk's size and what the
// first page (/login) loads. `--budget=KB` fails the build when /login's JavaScript exceeds it (gzip, kB).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
// Below this, the headers a compressed answer adds (Content-Encoding, Vary: about 40 bytes) cost about what
// compression saves. From 512 bytes, text such as the warm-up script (0.8 kB) shrinks by 40 % or more.
const MIN_BYTES = 512;
const budgetArg = process.argv.find((arg) => arg.startsWith('--budget='));
const budgetKb = budgetArg ? Number(budgetArg.slice('--budget='.length)) : undefined;

const brotli = (data) =>
  brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
const gzip = (data) => gzipSync(data, { level: constants.Z_BEST_COMPRESSION });

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Compresses one file; returns its sizes. A variant no smaller than the file is not written. */
async function compress(file) {
  const data = await readFile(file);
  const sizes = { raw: data.length, gzip: data.length, br: data.length };
  if (data.length < MIN_BYTES) return sizes;
  for (const [ext, encode, key] of [
    ['.gz', gzip, 'gzip'],
    ['.br', brotli, 'br'],
  ]) {
    const encoded = encode(data);
    if (encoded.length >= data.length) continue;
    await writeFile(file + ext, encoded);
    sizes[key] = encoded.length;
  }
  return sizes;
}

const sizes = new Map();
for (const file of await filesUnder(distDir)) {
  const relative = path.relative(distDir, file).split(path.sep).join('/');
  if (relative.startsWith('.vite/') || !COMPRESSIBLE.test(file)) continue;
  sizes.set(relative, await compress(file));
}

// kB = 1000 bytes, as Vite prints them.
const print = (line) => process.stdout.write(`${line}\n`);
const kb = (bytes) => (bytes / 1000).toFixed(1).padStart(7);
const scripts = [...sizes].filter(([file]) => file.endsWith('.js')).sort((a, b) => b[1].gzip - a[1].gzip);
print(`\n${'chunk'.padEnd(44)} ${'kB'.padStart(7)} ${'gzip'.padStart(7)} ${'br'.padStart(7)}`);
for (const [file, size] of scripts) print(`${file.padEnd(44)} ${kb(size.raw)} ${kb(size.gzip)} ${kb(size.br)}`);

// What /login loads: the entry chunk and its static imports (areas are dynamic imports).
const manifest = JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
const firstPage = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || firstPage.has(chunk.file)) return;
  firstPage.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
// And the scripts index.html names beside the entry: the warm-up, an asset no chunk imports (vite-warmup.ts).
const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
for (const [, src] of html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)) if (sizes.has(src)) firstPage.add(src);
const total = [...firstPage].reduce((sum, file) => sum + (sizes.get(file)?.gzip ?? 0), 0);
const totalBr = [...firstPage].reduce((sum, file) => sum + (sizes.get(file)?.br ?? 0), 0);
print(`\n/login loads ${firstPage.size} scripts: ${kb(total).trim()} kB gzip, ${kb(totalBr).trim()} kB brotli`);
print(`  ${[...firstPage].join('\n  ')}\n`);
if (budgetKb !== undefined && total > budgetKb * 1000) {
  console.error(`El JavaScript de /login (${kb(total).trim()} kB gzip) supera el presupuesto de ${budgetKb} kB.`);
  process.exit(1);
}
