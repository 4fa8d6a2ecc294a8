import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { catalogueDir } from '../read-catalogue';
import { typescriptSdkZip } from './generate-typescript-sdk';

const openapiText = readFileSync(
  join(catalogueDir, 'services', 'vehicle-status', 'openapi-v2.json'),
  'utf8',
);

// Calls the typed client as a user would; the @ts-expect-error lines must really be errors.
const usage = `import { createVehicleStatusClient } from './src/index.js';

const api = createVehicleStatusClient({ baseUrl: 'http://localhost', apiKey: 'key' });
export async function status(vin: string): Promise<number | undefined> {
  const { data } = await api.GET('/v2/vehicles/{vin}/status', { params: { path: { vin } } });
  return data?.odometerKm;
}
// @ts-expect-error the path parameter vin is required
void api.GET('/v2/vehicles/{vin}/status', { params: { path: {} } });
// @ts-expect-error no such path
void api.GET('/v2/nowhere');
`;

function typeErrors(dir: string): string[] {
  const config = ts.readConfigFile(join(dir, 'tsconfig.json'), (path) => ts.sys.readFile(path));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, dir);
  const program = ts.createProgram({
    rootNames: [...parsed.fileNames, join(dir, 'usage.ts')],
    options: { ...parsed.options, noEmit: true, rootDir: dir },
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('typescriptSdkZip', () => {
  it('zips a README, the client, the generated types and the OpenAPI file, and type-checks', async () => {
    const zip = await typescriptSdkZip({
      service: 'vehicle-status',
      apiName: 'Vehicle Status',
      version: 'v2',
      openapiText,
    });

    const entries = unzipSync(zip);
    const root = 'vehicle-status-v2-typescript-sdk';
    expect(Object.keys(entries).sort()).toEqual(
      [
        'README.md',
        'openapi.json',
        'package.json',
        'src/client.ts',
        'src/index.ts',
        'src/schema.ts',
        'tsconfig.json',
      ].map((file) => `${root}/${file}`),
    );
    const text = (file: string) => strFromU8(entries[`${root}/${file}`] ?? new Uint8Array());
    expect(text('openapi.json')).toBe(openapiText);
    expect(text('src/schema.ts')).toContain('getVehicleStatusV2');
    expect(text('README.md')).toContain("api.GET('/v2/vehicles/{vin}/status'");
    const pkg = JSON.parse(text('package.json')) as { dependencies: Record<string, string> };
    expect(Object.keys(pkg.dependencies)).toEqual(['openapi-fetch']);

    const dir = mkdtempSync(join(tmpdir(), 'marque-sdk-'));
    for (const [path, content] of Object.entries(entries)) {
      const target = join(dir, path.slice(root.length + 1));
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, content);
    }
    writeFileSync(join(dir, 'usage.ts'), usage);
    // The SDK's one dependency resolves from the portal's node_modules, as after `npm install`.
    symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
    expect(typeErrors(dir)).toEqual([]);
  }, 30_000);

  it('is byte-identical between builds', async () => {
    const source = {
      service: 'vehicle-status',
      apiName: 'Vehicle Status',
      version: 'v2',
      openapiText,
    };
    expect(await typescriptSdkZip(source)).toEqual(await typescriptSdkZip(source));
  });
});
