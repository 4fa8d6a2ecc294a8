import type { DocField } from '../../docs/doc-model';
import { isRecord } from '../is-record';
import { circularMarker } from './dereference';
import {
  fieldRules,
  mergeComposition,
  propertiesOf,
  requiredOf,
  type Schema,
} from './schema-rules';

/**
 * The fields of a body schema, depth first in schema order, named by their path:
 * `exchange.yearOfManufacture`; an array field is `accessoryCodes[]` (its elements' rules) and
 * the fields of its object elements `items[].variantCode`. A body that is itself an array gives
 * `[].field`. Required is as the parent object says (a nested field is required within its
 * parent). A recursive schema stops where it would repeat.
 */
export function flattenFields(schema: unknown): DocField[] {
  if (!isRecord(schema)) return [];
  const fields: DocField[] = [];
  const root = mergeComposition(schema);
  const element = arrayElement(root);
  if (element) collectChildren(element, '[]', fields);
  else collectChildren(root, '', fields);
  return fields;
}

function collectChildren(schema: Schema, prefix: string, fields: DocField[]): void {
  if (schema[circularMarker] !== undefined) return;
  const required = requiredOf(schema);
  for (const [name, raw] of Object.entries(propertiesOf(schema))) {
    const property = mergeComposition(raw);
    const element = arrayElement(property);
    const path = `${prefix === '' ? '' : `${prefix}.`}${name}${element ? '[]' : ''}`;
    fields.push({ name: path, ...fieldRules(property, required.includes(name)) });
    collectChildren(element ?? property, path, fields);
  }
}

function arrayElement(schema: Schema): Schema | undefined {
  if (schema.type !== 'array' && !isRecord(schema.items)) return undefined;
  return isRecord(schema.items) ? mergeComposition(schema.items) : {};
}
