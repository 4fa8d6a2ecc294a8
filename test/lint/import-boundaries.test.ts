import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The boundary messages ESLint gives `code` as if it stood at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('import boundaries (eslint.config.js)', () => {
  it('keeps shared free of every other layer', async () => {
    const errors = await boundaryErrors(
      'shared/example.ts',
      "import { areas } from '../lambdas/routes';\nexport const x = areas;\n",
    );
    expect(errors.join()).toMatch(/Layer rule/);
  });

  it('lets CDK code read route and table definitions but no handler', async () => {
    const allowed = await boundaryErrors(
      'infra/constructs/example.ts',
      "import { tables } from '../../lambdas/data/tables';\nexport const x = tables;\n",
    );
    const refused = await boundaryErrors(
      'infra/constructs/example.ts',
      "import { handler } from '../../lambdas/areas/auth/auth-area';\nexport const x = handler;\n",
    );
    expect(allowed).toEqual([]);
    expect(refused.join()).toMatch(/CDK code reads only/);
  });

  it('lets the local cloud run the real handlers', async () => {
    const errors = await boundaryErrors(
      'infra/local/example.ts',
      "import { handler } from '../../lambdas/areas/auth/auth-area';\nexport const x = handler;\n",
    );
    expect(errors).toEqual([]);
  });

  it('keeps each web feature out of the others', async () => {
    const errors = await boundaryErrors(
      'web/src/features/auth/api/example.ts',
      "import { HomePage } from '../../content/pages/home-page';\nexport const x = HomePage;\n",
    );
    expect(errors.join()).toMatch(/A feature never imports another feature/);
  });

  it('keeps test helpers out of shipped code, and lets tests use them', async () => {
    const code =
      "import { proxyEvent } from '../testing/proxy-events';\nexport const x = proxyEvent;\n";
    expect((await boundaryErrors('lambdas/lib/example.ts', code)).join()).toMatch(/for tests only/);
    expect(await boundaryErrors('lambdas/lib/example.test.ts', code)).toEqual([]);
  });
});
