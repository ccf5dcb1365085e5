// A small ESLint rule for one-way import boundaries (STYLE.md): an import is resolved to a path
// (relative, or the web app's '@/' alias) and refused when it enters a zone its file may not import.
// Written here rather than taken from a plugin: the plugins' native resolvers are not installable
// from this registry for every platform, which breaks `npm ci`.
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const WEB_SRC = path.join(ROOT, 'apps/web/src');

function resolveImport(file, specifier) {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  if (specifier.startsWith('@/') && file.startsWith(`${WEB_SRC}${path.sep}`))
    return path.join(WEB_SRC, specifier.slice(2));
  return undefined;
}

const inside = (file, folder) => file === folder || file.startsWith(`${folder}${path.sep}`);

export default {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { type: 'string' },
                from: { type: 'string' },
                except: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['target', 'from', 'message'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const file = path.resolve(context.filename);
    const zones = (context.options[0]?.zones ?? [])
      .map((zone) => ({
        target: path.join(ROOT, zone.target),
        from: path.join(ROOT, zone.from),
        except: (zone.except ?? []).map((e) => path.join(ROOT, zone.from, e)),
        message: zone.message,
      }))
      .filter((zone) => inside(file, zone.target));
    if (zones.length === 0) return {};
    const check = (node) => {
      const specifier = node.source && node.source.type === 'Literal' ? node.source.value : undefined;
      if (typeof specifier !== 'string') return;
      const resolved = resolveImport(file, specifier);
      if (!resolved) return;
      for (const zone of zones) {
        if (inside(resolved, zone.from) && !zone.except.some((e) => inside(resolved, e))) {
          context.report({ node: node.source, message: `${zone.message} (${specifier})` });
          return;
        }
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
