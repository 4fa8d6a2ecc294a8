import { describe, expect, it } from 'vitest';
import { fieldErrors } from './first-error';
import { supportQueryMessages, supportQuerySchema } from './support-query-schema';

const valid = {
  name: '  Asha Verma ',
  email: 'Asha@Partner.example',
  organization: '',
  topic: 'API access',
  message: 'How do I request the Sales category?',
  captcha: 'Ab3#kW',
};
const errorsOf = (input: Record<string, unknown>) => {
  const result = supportQuerySchema.safeParse({ ...valid, ...input });
  return result.success ? {} : fieldErrors(result.error);
};

describe('supportQuerySchema', () => {
  it('accepts a query: trims the name, lower-cases the e-mail, drops an empty organization', () => {
    expect(supportQuerySchema.parse(valid)).toEqual({
      name: 'Asha Verma',
      email: 'asha@partner.example',
      organization: undefined,
      topic: 'API access',
      message: valid.message,
      captcha: 'Ab3#kW',
    });
  });

  it('reports each broken field with its own message', () => {
    expect(
      errorsOf({ name: ' ', email: 'asha@', topic: '', message: 'short', captcha: '' }),
    ).toEqual({
      name: supportQueryMessages.name,
      email: supportQueryMessages.email,
      topic: supportQueryMessages.topic,
      message: supportQueryMessages.messageShort,
      captcha: 'Please enter the Captcha',
    });
  });

  it('holds a query to 2000 characters and names to 100', () => {
    expect(errorsOf({ message: 'a'.repeat(2000) })).toEqual({});
    expect(errorsOf({ message: 'a'.repeat(2001) })).toEqual({
      message: supportQueryMessages.messageLength,
    });
    expect(errorsOf({ name: 'a'.repeat(101), organization: 'b'.repeat(101) })).toEqual({
      name: supportQueryMessages.nameLength,
      organization: supportQueryMessages.organizationLength,
    });
  });

  it('refuses line breaks in the one-line fields (they go into the mail)', () => {
    expect(errorsOf({ name: 'Asha\nBcc: x@y.z' })).toEqual({
      name: supportQueryMessages.nameInvalid,
    });
  });

  it('takes only the listed topics', () => {
    expect(errorsOf({ topic: 'Cars' })).toEqual({ topic: supportQueryMessages.topic });
    expect(errorsOf({ topic: 'Other' })).toEqual({});
  });
});
