import { isRecord } from '../../shared/openapi/is-record';

/**
 * The schema keywords API Gateway's REST import accepts: its models are JSON Schema draft 4.
 * Left out on purpose (API Gateway rejects or mis-reads them, see "Amazon API Gateway important
 * notes for REST APIs"): example, discriminator, readOnly, writeOnly, xml, nullable, deprecated,
 * oneOf, anyOf, additionalProperties, exclusiveMinimum/Maximum, and number formats such as int32.
 */
const keptKeywords = new Set([
  'type',
  'format',
  'title',
  'description',
  'default',
  'enum',
  'required',
  'properties',
  'items',
  'allOf',
  'not',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'multipleOf',
  'minProperties',
  'maxProperties',
]);

/** String formats that JSON Schema draft 4 defines; others (date, uuid, int32...) are dropped. */
const draft4Formats = new Set(['date-time', 'email', 'hostname', 'ipv4', 'ipv6', 'uri']);

/** A copy of an OpenAPI schema that API Gateway can import as a model. */
export function toGatewaySchema(schema: unknown): unknown {
  if (!isRecord(schema)) return schema;
  // OpenAPI 3.0 ignores the siblings of $ref; API Gateway resolves the reference to a model.
  if (typeof schema.$ref === 'string') return { $ref: schema.$ref };
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (!keptKeywords.has(key)) continue;
    if (key === 'format' && !draft4Formats.has(String(value))) continue;
    if (key === 'properties' && isRecord(value)) {
      out.properties = Object.fromEntries(
        Object.entries(value).map(([name, child]) => [name, toGatewaySchema(child)]),
      );
    } else if (key === 'allOf' && Array.isArray(value)) {
      out.allOf = value.map(toGatewaySchema);
    } else if (key === 'items' || key === 'not') {
      out[key] = toGatewaySchema(value);
    } else {
      out[key] = structuredClone(value);
    }
  }
  return out;
}
