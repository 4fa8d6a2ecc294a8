import { describe, expect, it } from 'vitest';
import { exampleProblems } from './example-check';

const root = {
  components: {
    schemas: {
      Thing: {
        type: 'object',
        required: ['id'],
        properties: {
          id: { type: 'string', pattern: '^T[0-9]{3}$', maxLength: 4 },
          kind: { type: 'string', enum: ['a', 'b'] },
          count: { type: 'integer', minimum: 0, maximum: 10 },
          tags: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
};
const ref = { $ref: '#/components/schemas/Thing' };

describe('exampleProblems', () => {
  it('accepts an example that fits its schema', () => {
    expect(exampleProblems({ id: 'T123', kind: 'a', count: 3, tags: ['x'] }, ref, root)).toEqual(
      [],
    );
  });

  it('reports each disagreement with where it is', () => {
    expect(
      exampleProblems({ kind: 'c', count: 2.5, tags: ['x', 1], colour: 'red' }, ref, root),
    ).toEqual([
      '$: required id is missing',
      '$.kind: "c" is not one of a, b',
      '$.count: expected integer, found 2.5',
      '$.tags[1]: expected string, found 1',
      '$.colour: not in the schema',
    ]);
    expect(exampleProblems({ id: 'X12345', count: 11 }, ref, root)).toEqual([
      '$.id: "X12345" does not match ^T[0-9]{3}$',
      '$.id: longer than 4',
      '$.count: above 10',
    ]);
  });
});
