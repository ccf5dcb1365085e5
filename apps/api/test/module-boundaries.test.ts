// API modules follow the web features' boundary rule (eslint.config.js, STYLE.md): a file in
// modules/<a>/ may not import modules/<b>/; app.ts and shared folders may import any module.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const MESSAGE = 'un módulo de la API no importa otro módulo';
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The boundary errors ESLint reports for `code` as if it were the file at `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === 'charla/import-boundaries').map((m) => m.message);
}

describe('imports between API modules', () => {
  it('refuses a module importing another module', async () => {
    expect(
      await boundaryErrors(
        'apps/api/src/modules/tutors/x.ts',
        "import { sessionList } from '../sessions/columns';\nexport { sessionList };\n",
      ),
    ).toEqual([`${MESSAGE} (../sessions/columns)`]);
    expect(
      await boundaryErrors('apps/api/src/modules/seds/x.ts', "export * from '../../modules/users/columns';\n"),
    ).toEqual([`${MESSAGE} (../../modules/users/columns)`]);
  });

  it('allows a module its own files and the shared folders, and app.ts every module', async () => {
    expect(
      await boundaryErrors(
        'apps/api/src/modules/seds/x.ts',
        [
          "import { sedList } from './columns';",
          "import { readUpload } from '../../uploads/upload';",
          "import { notCancelled } from '../../db/predicates';",
          'export { sedList, readUpload, notCancelled };',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/api/src/app.ts',
        "import { sedRoutes } from './modules/seds/routes';\nexport { sedRoutes };\n",
      ),
    ).toEqual([]);
  });

  it('refuses a shared folder importing a module', async () => {
    expect(
      await boundaryErrors(
        'apps/api/src/uploads/x.ts',
        "import { sedList } from '../modules/seds/columns';\nexport { sedList };\n",
      ),
    ).toEqual(['uploads no importa módulos (../modules/seds/columns)']);
  });
});
