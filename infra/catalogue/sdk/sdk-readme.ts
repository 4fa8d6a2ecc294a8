import type { OpenApiDocument } from '../catalogue-source';
import { dereference } from '../../../shared/openapi/docs/dereference';
import { isRecord } from '../../../shared/openapi/is-record';
import { listOperations, type LocatedOperation } from '../../../shared/openapi/openapi-operations';
import type { SdkNames } from './sdk-names';

/** README.md of an SDK: install, base URL and API key, and one example call of the service. */
export function sdkReadme(doc: OpenApiDocument, names: SdkNames, apiName: string): string {
  const version = doc.info.version;
  return `# ${apiName} ${version}: TypeScript SDK

A typed client of the Marque API **${apiName}** (${version}). The types in \`src/schema.ts\` are
generated from \`openapi.json\` (the service's OpenAPI file) by openapi-typescript; requests go
through [openapi-fetch](https://openapi-ts.dev/openapi-fetch/), so paths, parameters, bodies and
responses are checked by the compiler.

## Install

\`\`\`sh
npm install ./${names.folder}   # the unzipped folder; builds dist/ with tsc on install
\`\`\`

Or copy \`src/\` into a TypeScript project and \`npm install openapi-fetch\`.

## Base URL and API key

- \`baseUrl\`: the service URL shown on its documentation page when you are signed in, without
  the version path (\`https://<apiId>.execute-api.<region>.amazonaws.com/<stage>\`).
- \`apiKey\`: the key of your application's subscription (My Application → Reveal), sent as
  \`x-api-key\`.
- \`accessToken\` (optional): for operations that check an access token, sent as
  \`Authorization: Bearer <token>\`.

## Example

\`\`\`ts
${exampleCall(doc, names)}
\`\`\`
`;
}

function exampleCall(doc: OpenApiDocument, names: SdkNames): string {
  const resolved: OpenApiDocument = { ...doc, paths: dereference(doc.paths, doc) };
  const operations = listOperations(resolved);
  const chosen = operations.find((op) => op.method === 'GET') ?? operations[0];
  const call = chosen ? callText(chosen) : `// ${doc.info.title} has no operations yet.`;
  return `import { ${names.factory} } from '${names.packageName}';

const api = ${names.factory}({
  baseUrl: 'https://<apiId>.execute-api.<region>.amazonaws.com/<stage>',
  apiKey: process.env.MARQUE_API_KEY ?? '',
});

${call}`;
}

function callText({ method, path, operation }: LocatedOperation): string {
  const params: Record<string, Record<string, unknown>> = {};
  for (const raw of operation.parameters ?? []) {
    if (!isRecord(raw) || typeof raw.name !== 'string' || typeof raw.in !== 'string') continue;
    if (raw.in !== 'path' && raw.required !== true) continue;
    const schema = isRecord(raw.schema) ? raw.schema : {};
    const enumFirst = Array.isArray(schema.enum) ? (schema.enum[0] as unknown) : undefined;
    (params[raw.in] ??= {})[raw.name] =
      raw.example ?? schema.example ?? enumFirst ?? `<${raw.name}>`;
  }
  const media =
    isRecord(operation.requestBody) && isRecord(operation.requestBody.content)
      ? operation.requestBody.content['application/json']
      : undefined;
  const init: Record<string, unknown> = {};
  if (Object.keys(params).length > 0) init.params = params;
  if (isRecord(media) && media.example !== undefined) init.body = media.example;
  const args = Object.keys(init).length > 0 ? `, ${JSON.stringify(init, null, 2)}` : '';
  return `// ${operation.summary}
const { data, error } = await api.${method}('${path}'${args});
if (error) throw new Error(\`${operation.operationId} failed: \${JSON.stringify(error)}\`);
console.log(data);`;
}
