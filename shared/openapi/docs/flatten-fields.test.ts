import { describe, expect, it } from 'vitest';
import { circularMarker } from './dereference';
import { flattenFields } from './flatten-fields';

describe('flattenFields', () => {
  it('names nested fields with dots and arrays with [], each with its rules', () => {
    const fields = flattenFields({
      type: 'object',
      required: ['code'],
      properties: {
        code: { type: 'string', maxLength: 12, pattern: '^[A-Z]+$', example: 'ARVA' },
        tags: { type: 'array', description: 'Tags.', items: { type: 'string', enum: ['a', 'b'] } },
        exchange: {
          type: 'object',
          required: ['year'],
          properties: { year: { type: 'integer', minimum: 2000, maximum: 2026 } },
        },
        items: {
          type: 'array',
          items: { type: 'object', properties: { price: { type: 'number', format: 'double' } } },
        },
      },
    });
    expect(fields).toEqual([
      {
        name: 'code',
        type: 'string',
        required: true,
        maxLength: 12,
        pattern: '^[A-Z]+$',
        example: 'ARVA',
      },
      {
        name: 'tags[]',
        type: 'array<string>',
        required: false,
        description: 'Tags.',
        enum: ['a', 'b'],
      },
      { name: 'exchange', type: 'object', required: false },
      { name: 'exchange.year', type: 'integer', required: true, minimum: 2000, maximum: 2026 },
      { name: 'items[]', type: 'array<object>', required: false },
      { name: 'items[].price', type: 'number', required: false, format: 'double' },
    ]);
  });

  it('gives the element fields of a body that is an array', () => {
    const fields = flattenFields({
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'string' } } },
    });
    expect(fields).toEqual([{ name: '[].id', type: 'string', required: false }]);
  });

  it('merges allOf parts, and oneOf variants with what every variant requires', () => {
    const fields = flattenFields({
      allOf: [
        { type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
        {
          oneOf: [
            {
              type: 'object',
              required: ['vin', 'kind'],
              properties: { vin: { type: 'string' }, kind: { type: 'string' } },
            },
            {
              type: 'object',
              required: ['kind'],
              properties: { plate: { type: 'string' }, kind: { type: 'string' } },
            },
          ],
        },
      ],
    });
    expect(fields.map((f) => `${f.name}:${f.required}`)).toEqual([
      'id:true',
      'vin:false',
      'kind:true',
      'plate:false',
    ]);
  });

  it('stops at a circular reference and has nothing for a missing schema', () => {
    const fields = flattenFields({
      type: 'object',
      properties: { parent: { type: 'object', [circularMarker]: '#/components/schemas/Node' } },
    });
    expect(fields).toEqual([{ name: 'parent', type: 'object', required: false }]);
    expect(flattenFields(undefined)).toEqual([]);
  });
});
