import type { SdkNames } from './sdk-names';

/** src/client.ts: an openapi-fetch client typed by the generated `paths`, sending the API key. */
export function clientSource(names: SdkNames, title: string): string {
  return `import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema.js';

export interface ClientOptions {
  /** The service URL without the version path, e.g. https://<apiId>.execute-api.<region>.amazonaws.com/<stage>. */
  baseUrl: string;
  /** The API key of your subscription, sent as x-api-key. */
  apiKey: string;
  /** For operations that check an access token: sent as Authorization: Bearer <token>. */
  accessToken?: string | (() => string | Promise<string>);
  /** Another fetch implementation (tests, proxies). */
  fetch?: (input: Request) => Promise<Response>;
}

export type ${names.factory.slice('create'.length)} = Client<paths>;

/** A typed client of ${title}: \`client.GET(path, { params })\`, \`client.POST(path, { body })\`. */
export function ${names.factory}(options: ClientOptions): Client<paths> {
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\\/+$/, ''),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use({
    async onRequest({ request }) {
      request.headers.set('x-api-key', options.apiKey);
      const token =
        typeof options.accessToken === 'function' ? await options.accessToken() : options.accessToken;
      if (token) request.headers.set('Authorization', \`Bearer \${token}\`);
      return request;
    },
  });
  return client;
}
`;
}

export function indexSource(names: SdkNames): string {
  return `export { ${names.factory}, type ClientOptions, type ${names.factory.slice('create'.length)} } from './client.js';
export type { components, operations, paths } from './schema.js';
`;
}

export function packageJson(names: SdkNames, version: string, fetchVersion: string): string {
  const pkg = {
    name: names.packageName,
    version: `${version.replace(/^v/, '')}.0.0`,
    description: `Typed TypeScript client of the Marque API ${names.packageName}`,
    type: 'module',
    main: './dist/index.js',
    types: './dist/index.d.ts',
    exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' } },
    files: ['dist', 'src', 'openapi.json'],
    scripts: { build: 'tsc -p tsconfig.json', prepare: 'tsc -p tsconfig.json' },
    dependencies: { 'openapi-fetch': fetchVersion },
    devDependencies: { typescript: '^5.9.3' },
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

export const tsconfigJson = `${JSON.stringify(
  {
    compilerOptions: {
      target: 'ES2022',
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      lib: ['ES2022', 'DOM'],
      strict: true,
      declaration: true,
      skipLibCheck: true,
      rootDir: 'src',
      outDir: 'dist',
    },
    include: ['src'],
  },
  null,
  2,
)}\n`;
