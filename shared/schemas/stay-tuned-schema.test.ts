import { describe, expect, it } from 'vitest';
import { stayTunedSchema } from './stay-tuned-schema';

describe('stayTunedSchema', () => {
  it('accepts a valid e-mail, lower-cased', () => {
    expect(stayTunedSchema.parse({ email: 'Fan@Example.com' })).toEqual({
      email: 'fan@example.com',
    });
  });

  it.each(['', 'fan@', 'fan.example.com'])(
    "answers %j with 'Please enter valid email'",
    (email) => {
      const result = stayTunedSchema.safeParse({ email });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'Please enter valid email',
      ]);
    },
  );
});
