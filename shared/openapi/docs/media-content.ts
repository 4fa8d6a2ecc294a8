import { isRecord } from '../is-record';
import { synthesizeExample } from './synthesize-example';

export interface PickedContent {
  contentType: string;
  schema: unknown;
  example: unknown;
}

/** The request content types try-out can send, in the order the docs prefer them. */
const preferred = ['application/json', 'multipart/form-data'];

/**
 * The media type a body is documented with (JSON first, then multipart, then whatever the file
 * lists first) and its example: the file's `example`, else the first of its `examples`, else
 * one built from the schema's own examples.
 */
export function pickContent(content: unknown): PickedContent | undefined {
  if (!isRecord(content)) return undefined;
  const types = Object.keys(content);
  const contentType =
    preferred.find((type) => types.includes(type)) ??
    types.find((type) => /[/+]json$/.test(type)) ??
    types[0];
  if (contentType === undefined) return undefined;
  const media = isRecord(content[contentType]) ? content[contentType] : {};
  return { contentType, schema: media.schema, example: exampleOf(media) };
}

function exampleOf(media: Record<string, unknown>): unknown {
  if (media.example !== undefined) return media.example;
  if (isRecord(media.examples)) {
    for (const entry of Object.values(media.examples)) {
      if (isRecord(entry) && entry.value !== undefined) return entry.value;
    }
  }
  return synthesizeExample(media.schema);
}
