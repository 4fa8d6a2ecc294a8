import type { FieldRules } from '../../docs/doc-model';
import { isRecord } from '../is-record';

/** A dereferenced JSON schema (OpenAPI 3.0 flavour). */
export type Schema = Record<string, unknown>;

/**
 * One schema for a composed one: `allOf` parts merged; `oneOf`/`anyOf` give the properties of
 * every variant, required only where every variant requires them (a reader sees all fields the
 * body may hold, and which are always there).
 */
export function mergeComposition(schema: Schema): Schema {
  const { allOf, oneOf, anyOf, ...rest } = schema;
  let merged: Schema = rest;
  for (const part of asSchemas(allOf)) merged = mergeTwo(merged, mergeComposition(part), true);
  const variants = [...asSchemas(oneOf), ...asSchemas(anyOf)].map(mergeComposition);
  if (variants.length > 0) {
    const union = variants.reduce((acc, v) => mergeTwo(acc, v, false));
    const always = variants
      .map((v) => requiredOf(v))
      .reduce((acc, names) => acc.filter((n) => names.includes(n)));
    merged = mergeTwo(merged, { ...union, required: always }, true);
  }
  return merged;
}

function mergeTwo(a: Schema, b: Schema, keepRequired: boolean): Schema {
  const properties = { ...asRecord(a.properties), ...asRecord(b.properties) };
  const required = keepRequired
    ? [...new Set([...requiredOf(a), ...requiredOf(b)])]
    : requiredOf(a).filter((n) => requiredOf(b).includes(n));
  const merged: Schema = { ...b, ...a };
  if (Object.keys(properties).length > 0) merged.properties = properties;
  if (required.length > 0) merged.required = required;
  else delete merged.required;
  return merged;
}

export function requiredOf(schema: Schema): string[] {
  return Array.isArray(schema.required) ? schema.required.map(String) : [];
}

export function propertiesOf(schema: Schema): Record<string, Schema> {
  const out: Record<string, Schema> = {};
  for (const [name, value] of Object.entries(asRecord(schema.properties))) {
    if (isRecord(value)) out[name] = value;
  }
  return out;
}

/** 'string', 'integer', …; arrays 'array<item type>'; 'any' when the schema does not say. */
export function schemaType(schema: Schema): string {
  if (typeof schema.type === 'string' && schema.type !== 'array') return schema.type;
  if (schema.type === 'array' || isRecord(schema.items)) {
    return `array<${isRecord(schema.items) ? schemaType(mergeComposition(schema.items)) : 'any'}>`;
  }
  if (isRecord(schema.properties)) return 'object';
  return 'any';
}

const numberRules = ['maxLength', 'minLength', 'maximum', 'minimum'] as const;

/**
 * The rules a reader needs for a value of `schema`. For an array the element's rules (length,
 * bounds, pattern, enum, format) are given, since they apply to each element.
 */
export function fieldRules(
  schema: Schema,
  required: boolean,
  overrides: { description?: unknown; example?: unknown } = {},
): FieldRules {
  const element = isRecord(schema.items) ? mergeComposition(schema.items) : undefined;
  const ruled = element ?? schema;
  const rules: FieldRules = { type: schemaType(schema), required };
  const description = overrides.description ?? schema.description ?? element?.description;
  if (typeof description === 'string' && description !== '') rules.description = description;
  if (typeof ruled.format === 'string') rules.format = ruled.format;
  for (const key of numberRules) {
    const value = ruled[key];
    if (typeof value === 'number') rules[key] = value;
  }
  if (typeof ruled.pattern === 'string') rules.pattern = ruled.pattern;
  if (Array.isArray(ruled.enum)) rules.enum = ruled.enum.map((v) => String(v));
  const example = overrides.example ?? schema.example ?? arrayOf(element?.example);
  if (example !== undefined) rules.example = example;
  return rules;
}

function arrayOf(value: unknown): unknown[] | undefined {
  return value === undefined ? undefined : [value];
}

function asSchemas(value: unknown): Schema[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function asRecord(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}
