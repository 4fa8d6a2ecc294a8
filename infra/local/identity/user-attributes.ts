import type { AttributeType } from './cognito-local/internals';

export const attributeValue = (name: string, attributes: readonly AttributeType[]) =>
  attributes.find((attribute) => attribute.Name === name)?.Value;

/** Cognito's attribute list as the `{ name: value }` map trigger events carry. */
export function attributesToRecord(attributes: readonly AttributeType[]): Record<string, string> {
  const record: Record<string, string> = {};
  for (const { Name, Value } of attributes) {
    if (Value !== undefined) record[Name] = Value;
  }
  return record;
}
