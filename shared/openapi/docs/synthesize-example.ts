import { isRecord } from '../is-record';
import { circularMarker } from './dereference';
import { mergeComposition, propertiesOf } from './schema-rules';

/**
 * An example built only from the `example` values the schema itself carries (never invented):
 * the schema's own example, else an object of its properties' examples, else a one-element
 * array of its element's example. Undefined when the schema has none.
 */
export function synthesizeExample(schema: unknown): unknown {
  if (!isRecord(schema) || schema[circularMarker] !== undefined) return undefined;
  const merged = mergeComposition(schema);
  if (merged.example !== undefined) return merged.example;
  if (isRecord(merged.items)) {
    const element = synthesizeExample(merged.items);
    return element === undefined ? undefined : [element];
  }
  const entries = Object.entries(propertiesOf(merged))
    .map(([name, property]) => [name, synthesizeExample(property)] as const)
    .filter(([, value]) => value !== undefined);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
