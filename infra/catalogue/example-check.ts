import { isRecord } from '../../shared/openapi/is-record';

/**
 * Where a JSON example disagrees with its OpenAPI schema: type, enum, required, pattern,
 * lengths and bounds, and fields the schema does not document (the docs page lists response
 * fields from the schema, so an undocumented field in an example is a documentation bug).
 * Resolves `#/components/...` references against `root`. Returns one line per problem.
 */
export function exampleProblems(
  example: unknown,
  schema: unknown,
  root: unknown,
  at = '$',
): string[] {
  if (!isRecord(schema)) return [];
  if (typeof schema.$ref === 'string') {
    return exampleProblems(example, resolve(root, schema.$ref), root, at);
  }
  const problems: string[] = [];
  const type = schema.type;
  if (typeof type === 'string' && !hasType(example, type)) {
    return [`${at}: expected ${type}, found ${JSON.stringify(example)}`];
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(example)) {
    problems.push(`${at}: ${JSON.stringify(example)} is not one of ${schema.enum.join(', ')}`);
  }
  if (typeof example === 'string') {
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern).test(example)) {
      problems.push(`${at}: "${example}" does not match ${schema.pattern}`);
    }
    if (typeof schema.maxLength === 'number' && example.length > schema.maxLength) {
      problems.push(`${at}: longer than ${schema.maxLength}`);
    }
    if (typeof schema.minLength === 'number' && example.length < schema.minLength) {
      problems.push(`${at}: shorter than ${schema.minLength}`);
    }
  }
  if (typeof example === 'number') {
    if (typeof schema.maximum === 'number' && example > schema.maximum)
      problems.push(`${at}: above ${schema.maximum}`);
    if (typeof schema.minimum === 'number' && example < schema.minimum)
      problems.push(`${at}: below ${schema.minimum}`);
  }
  if (Array.isArray(example)) {
    if (typeof schema.maxItems === 'number' && example.length > schema.maxItems)
      problems.push(`${at}: too many items`);
    example.forEach((item, i) =>
      problems.push(...exampleProblems(item, schema.items, root, `${at}[${i}]`)),
    );
  }
  if (isRecord(example) && (type === 'object' || isRecord(schema.properties))) {
    const properties = isRecord(schema.properties) ? schema.properties : {};
    for (const name of Array.isArray(schema.required) ? schema.required : []) {
      if (!(String(name) in example)) problems.push(`${at}: required ${String(name)} is missing`);
    }
    if (isRecord(schema.properties)) {
      for (const [name, value] of Object.entries(example)) {
        if (!(name in properties)) problems.push(`${at}.${name}: not in the schema`);
        else problems.push(...exampleProblems(value, properties[name], root, `${at}.${name}`));
      }
    }
  }
  return problems;
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'object':
      return isRecord(value);
    case 'array':
      return Array.isArray(value);
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    default:
      return typeof value === type;
  }
}

function resolve(root: unknown, ref: string): unknown {
  let node = root;
  for (const part of ref.replace(/^#\//, '').split('/'))
    node = isRecord(node) ? node[part] : undefined;
  return node;
}
