import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod';
import { defineOperation } from '../../shared/api/contract';
import type { Caller } from './caller';
import { NotFound } from './errors';
import { handleOperation, unknownFieldsMessage } from './operation-handler';
import { proxyEvent, withClaims } from '../testing/proxy-events';

const echo = (access: 'public' | 'user' | 'admin') =>
  defineOperation({
    area: 'catalogue',
    id: 'echo',
    method: 'POST',
    path: '/echo/{name}',
    access,
    summary: 'test',
    params: z.object({ name: z.string().min(3, 'Name is too short') }),
    body: z.object({ count: z.number({ message: 'Count is invalid' }) }),
    response: z.object({ name: z.string(), count: z.number() }),
  });

const event = (name: string, body: unknown) =>
  proxyEvent({ httpMethod: 'POST', pathParameters: { name }, body: JSON.stringify(body) });

const bodyOf = (result: { body: string }) => JSON.parse(result.body) as Record<string, unknown>;

describe('handleOperation', () => {
  const handler = (access: 'public' | 'user' | 'admin') =>
    handleOperation(echo(access), async ({ params, body }) => ({
      name: params.name,
      count: body.count,
    }));

  it('answers 200 with the result for a valid request', async () => {
    const result = await handler('public')(event('alice', { count: 2 }));
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ name: 'alice', count: 2 });
  });

  it('answers 400 with the first schema message and the field errors', async () => {
    const result = await handler('public')(event('al', { count: 'x' }));
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toMatchObject({
      code: 'Invalid',
      message: 'Name is too short',
      fields: { name: 'Name is too short' },
    });
  });

  it('answers unknown fields of a strict schema without naming them (they may be markup)', async () => {
    const strict = defineOperation({
      ...echo('public'),
      body: z.strictObject({ count: z.number() }),
    });
    const result = await handleOperation(strict, async () => ({ name: 'a', count: 1 }))(
      event('alice', { count: 1, '<script>alert(1)</script>': true }),
    );
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toEqual({
      code: 'Invalid',
      message: unknownFieldsMessage,
      fields: { _: unknownFieldsMessage },
    });
    expect(result.body).not.toContain('script');
  });

  it('answers 400 for a body that is not JSON', async () => {
    const result = await handler('public')(
      proxyEvent({ httpMethod: 'POST', pathParameters: { name: 'alice' }, body: '{oops' }),
    );
    expect(bodyOf(result).message).toBe('The request body is not valid JSON');
  });

  it('answers 401 to a user route without claims', async () => {
    const result = await handler('user')(event('alice', { count: 1 }));
    expect(result.statusCode).toBe(401);
  });

  it('answers 403 to a signed-in non-admin on an admin route, 200 to an admin', async () => {
    const common = withClaims(event('alice', { count: 1 }), {
      sub: 'u',
      email: 'dev@partner.example',
      'cognito:groups': 'common-user',
    });
    expect((await handler('admin')(common)).statusCode).toBe(403);
    const admin = withClaims(event('alice', { count: 1 }), {
      sub: 'u',
      email: 'admin@marque.test',
      'cognito:groups': 'admin',
    });
    expect((await handler('admin')(admin)).statusCode).toBe(200);
  });

  it('maps domain errors and hides unknown ones', async () => {
    const notFound = handleOperation(echo('public'), async () => {
      throw new NotFound('No such thing');
    });
    const missing = await notFound(event('alice', { count: 1 }));
    expect(missing.statusCode).toBe(404);
    expect(bodyOf(missing).message).toBe('No such thing');
    const broken = handleOperation(echo('public'), async () => {
      throw new Error('secret detail');
    });
    const failed = await broken(event('alice', { count: 1 }));
    expect(failed.statusCode).toBe(500);
    expect(failed.body).not.toContain('secret detail');
  });
});

describe('an expired password (the pre-token-generation claim)', () => {
  const userOp = (allowedWithExpiredPassword?: boolean) =>
    handleOperation(
      defineOperation({
        area: 'account',
        id: 'who',
        method: 'GET',
        path: '/who',
        access: 'user',
        summary: 'test',
        allowedWithExpiredPassword,
        response: z.object({ ok: z.boolean() }),
      }),
      async () => ({ ok: true }),
    );
  const withExpiry = (expiresAt: string) =>
    withClaims(proxyEvent(), {
      sub: 'u',
      email: 'dev@partner.example',
      'marque:passwordExpiresAt': expiresAt,
    });
  const past = new Date(Date.now() - 86_400_000).toISOString();
  const future = new Date(Date.now() + 86_400_000).toISOString();

  it('refuses every call but the ones that let the user change it', async () => {
    const refused = await userOp()(withExpiry(past));
    expect(refused.statusCode).toBe(403);
    expect(bodyOf(refused)).toMatchObject({
      code: 'PasswordExpired',
      message: 'Your password has expired. Change it to continue.',
    });
    expect((await userOp(true)(withExpiry(past))).statusCode).toBe(200);
  });

  it('lets a password that has not expired through, and a token without the claim', async () => {
    expect((await userOp()(withExpiry(future))).statusCode).toBe(200);
    const noClaim = withClaims(proxyEvent(), { sub: 'u', email: 'dev@partner.example' });
    expect((await userOp()(noClaim)).statusCode).toBe(200);
  });
});

describe('the caller a handler is given', () => {
  const who = <X extends 'public' | 'user'>(access: X) =>
    defineOperation({
      area: 'account',
      id: 'who',
      method: 'GET',
      path: '/who',
      access,
      summary: 'test',
      response: z.object({ email: z.string().nullable() }),
    });
  const userWho = who('user');
  const publicWho = who('public');

  it('is there, with the e-mail trimmed and lower-cased, on a user operation', async () => {
    const handler = handleOperation(userWho, async ({ caller }) => {
      expectTypeOf(caller).toEqualTypeOf<Caller>();
      return { email: caller.email };
    });
    const event = withClaims(proxyEvent(), { sub: 'u', email: ' Dev@Partner.Example ' });
    expect(bodyOf(await handler(event))).toEqual({ email: 'dev@partner.example' });
  });

  it('may be missing on a public operation', async () => {
    const handler = handleOperation(publicWho, async ({ caller }) => {
      expectTypeOf(caller).toEqualTypeOf<Caller | null>();
      return { email: caller?.email ?? null };
    });
    expect(bodyOf(await handler(proxyEvent()))).toEqual({ email: null });
  });

  it('is refused (401) on a user operation when the token names no e-mail', async () => {
    const handler = handleOperation(userWho, async ({ caller }) => ({ email: caller.email }));
    expect((await handler(withClaims(proxyEvent(), { sub: 'u' }))).statusCode).toBe(401);
  });
});
