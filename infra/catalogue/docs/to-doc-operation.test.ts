import { describe, expect, it } from 'vitest';
import type { OpenApiOperation } from '../catalogue-source';
import { operation } from '../testing/catalogue-fixture';
import { pickContent } from '../../../shared/openapi/docs/media-content';
import { toDocOperation } from '../../../shared/openapi/docs/to-doc-operation';

describe('toDocOperation', () => {
  const op = operation('uploadDocument', {
    'x-marque-status': 'under maintenance',
    parameters: [
      { name: 'docId', in: 'path', schema: { type: 'string', maxLength: 8 }, example: 'D-1' },
      {
        name: 'x-trace',
        in: 'header',
        schema: { type: 'string' },
        examples: { a: { value: 't-1' } },
      },
      { name: 'session', in: 'cookie', schema: { type: 'string' } },
      { name: 'lang', in: 'query', required: true, schema: { type: 'string', enum: ['en', 'hi'] } },
    ],
    requestBody: {
      content: {
        'text/plain': { schema: { type: 'string' } },
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: {
              file: { type: 'string', format: 'binary' },
              note: { type: 'string', example: 'n' },
            },
          },
        },
      },
    },
    // The catalogue types only `example`; `examples` is OpenAPI too and the docs read it.
    responses: {
      default: { description: 'Error' },
      '404': { description: 'Not found' },
      '201': {
        description: 'Created',
        content: {
          'application/json': {
            schema: { type: 'object', properties: { id: { type: 'string', example: 'D-9' } } },
            examples: { first: { value: { id: 'D-1' } }, second: { value: { id: 'D-2' } } },
          },
        },
      },
      '200': {
        description: 'OK',
        content: {
          'application/json': {
            schema: { type: 'object', properties: { id: { type: 'string', example: 'D-9' } } },
          },
        },
      },
    } as unknown as OpenApiOperation['responses'],
  });
  const doc = toDocOperation('POST', '/v1/documents/{docId}', op, [
    { name: 'docId', in: 'path', schema: { type: 'string' } },
    { name: 'x-channel', in: 'header', schema: { type: 'string' } },
  ]);

  it('carries the operation and its x-marque extensions, the status as its badge key', () => {
    expect(doc).toMatchObject({
      name: 'uploadDocument',
      displayName: 'Summary of uploadDocument',
      method: 'POST',
      path: '/v1/documents/{docId}',
      apiStatus: 'undermaintenance',
      authorizerType: 'apiKey',
      generateTokenButton: 'disabled',
    });
  });

  it('lists path, query and header parameters; the operation overrides the path item', () => {
    expect(doc.parameters).toEqual([
      { name: 'docId', in: 'path', type: 'string', required: true, maxLength: 8, example: 'D-1' },
      { name: 'x-channel', in: 'header', type: 'string', required: false },
      { name: 'x-trace', in: 'header', type: 'string', required: false, example: 't-1' },
      { name: 'lang', in: 'query', type: 'string', required: true, enum: ['en', 'hi'] },
    ]);
  });

  it('documents a multipart body with its fields', () => {
    expect(doc.requestBody).toEqual({
      contentType: 'multipart/form-data',
      required: false,
      fields: [
        { name: 'file', type: 'string', required: true, format: 'binary' },
        { name: 'note', type: 'string', required: false, example: 'n' },
      ],
      example: { note: 'n' },
    });
  });

  it('sorts responses by code, default last, with the file example before a built one', () => {
    expect(doc.responses.map((r) => r.code)).toEqual(['200', '201', '404', 'default']);
    expect(doc.responses[1]).toMatchObject({
      contentType: 'application/json',
      example: { id: 'D-1' },
    });
    expect(doc.responses[0]?.example).toEqual({ id: 'D-9' });
    expect(doc.responses[2]).toEqual({ code: '404', description: 'Not found', fields: [] });
  });
});

describe('pickContent', () => {
  it('prefers JSON, then multipart, then the first listed', () => {
    const both = { 'multipart/form-data': {}, 'application/json': {} };
    expect(pickContent(both)?.contentType).toBe('application/json');
    expect(pickContent({ 'application/xml': {} })?.contentType).toBe('application/xml');
    expect(pickContent({})).toBeUndefined();
  });

  it('takes `example` over `examples` over the schema', () => {
    const schema = { type: 'object', properties: { a: { type: 'string', example: 's' } } };
    const media = (extra: object) => pickContent({ 'application/json': { schema, ...extra } });
    expect(media({ example: { a: 'e' }, examples: { x: { value: { a: 'x' } } } })?.example).toEqual(
      { a: 'e' },
    );
    expect(media({ examples: { x: { value: { a: 'x' } } } })?.example).toEqual({ a: 'x' });
    expect(media({})?.example).toEqual({ a: 's' });
    const bare = pickContent({ 'application/json': { schema: { type: 'object' } } });
    expect(bare?.example).toBeUndefined();
  });
});
