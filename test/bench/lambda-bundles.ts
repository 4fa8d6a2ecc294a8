import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { areas } from '../../lambdas/routes';
import { dependencyClosure } from '../../infra/constructs/copied-node-modules';

/** Bundles each area as CDK does (minified ESM, module entry points first), then times a cold import. */
export async function lambdaBundleFigures(): Promise<Record<string, number>> {
  // Inside the repository, so packages kept out of a bundle resolve from its node_modules.
  mkdirSync('node_modules/.cache', { recursive: true });
  const out = mkdtempSync(join('node_modules/.cache', 'marque-bench-'));
  const figures: Record<string, number> = {};
  const entries: [string, string, readonly string[]][] = [
    ...Object.entries(areas).map(([area, def]): [string, string, readonly string[]] => [
      area,
      def.entry,
      'nodeModules' in def ? def.nodeModules : [],
    ]),
    ['catalogue-seed', 'lambdas/catalogue/seed-catalogue-handler.ts', []],
  ];
  for (const [area, entry, kept] of entries) {
    const file = resolve(out, `${area}.mjs`);
    await build({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      // As CDK bundles (marque-function.ts): the SDK's ES modules tree-shake.
      mainFields: ['module', 'main'],
      outfile: file,
      external: dependencyClosure(kept, 'node_modules'),
      banner: {
        js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
      },
      logLevel: 'silent',
    });
    figures[`lambda ${area} bundle KB`] = round(statSync(file).size / 1024);
    const samples: number[] = [];
    for (let i = 0; i < 5; i++) {
      const ms = execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const t = performance.now(); await import(${JSON.stringify(file)}); console.log(performance.now() - t);`,
        ],
        { env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' } },
      );
      samples.push(Number(ms.toString().trim()));
    }
    samples.sort((a, b) => a - b);
    figures[`lambda ${area} cold import ms (median of 5)`] = round(samples[2]!);
  }
  return figures;
}

export const round = (n: number) => Math.round(n * 10) / 10;
