import { describe, expect, it } from 'vitest';
import { circularMarker, dereference } from './dereference';

describe('dereference', () => {
  const root = {
    components: {
      schemas: {
        Code: { type: 'string', maxLength: 4 },
        Pair: { type: 'object', properties: { a: { $ref: '#/components/schemas/Code' } } },
        Node: {
          type: 'object',
          properties: {
            id: { type: 'string' },
            children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
          },
        },
      },
    },
  };

  it('replaces references, nested ones too, and keeps members written beside them', () => {
    const schema = { $ref: '#/components/schemas/Pair', description: 'Beside the ref.' };
    expect(dereference(schema, root)).toEqual({
      type: 'object',
      description: 'Beside the ref.',
      properties: { a: { type: 'string', maxLength: 4 } },
    });
  });

  it('does not change its input', () => {
    const schema = { items: { $ref: '#/components/schemas/Code' } };
    dereference(schema, root);
    expect(schema.items).toEqual({ $ref: '#/components/schemas/Code' });
  });

  it('stops a recursive schema where it would repeat', () => {
    const node = dereference<unknown>({ $ref: '#/components/schemas/Node' }, root) as {
      properties: { children: { items: Record<string, unknown> } };
    };
    expect(node.properties.children.items).toEqual({
      type: 'object',
      [circularMarker]: '#/components/schemas/Node',
    });
  });

  it('expands one schema used twice side by side both times', () => {
    const schema = {
      a: { $ref: '#/components/schemas/Code' },
      b: { $ref: '#/components/schemas/Code' },
    };
    expect(dereference(schema, root)).toEqual({
      a: { type: 'string', maxLength: 4 },
      b: { type: 'string', maxLength: 4 },
    });
  });

  it('fails on a reference that does not resolve, naming it', () => {
    expect(() => dereference({ $ref: '#/components/schemas/Missing' }, root)).toThrow(
      '$ref #/components/schemas/Missing does not resolve',
    );
    expect(() => dereference({ $ref: 'other.json#/X' }, root)).toThrow('Only local references');
  });
});
