import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { defineOperation } from '../../shared/api/contract';
import { tokenClaims } from '../../shared/identity-rules';
import {
  adminClaims,
  bodyOf,
  developerClaims,
  operationEvent,
} from '../testing/operation-requests';
import { useTestEnvironment } from '../testing/test-environment';
import { sessionEndedMessage } from './live-session';
import { handleOperation } from './operation-handler';

// The unit project's setup file makes every session live; this file tests the real check.
vi.unmock('./live-session');

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();

const nowSeconds = () => Math.floor(Date.now() / 1000);
let sessions: Record<string, { expiresAt: number; startedAt?: string } | undefined>;

beforeEach(() => {
  ddb.reset();
  sessions = {};
  ddb.on(GetCommand).callsFake((input: { Key: { pk: string; sk: string } }) => {
    const session = input.Key.sk === 'SESSION' ? sessions[input.Key.pk] : undefined;
    return {
      Item: session && {
        startedAt: session.startedAt ?? '2026-02-20T10:00:00.000Z',
        expiresAt: session.expiresAt,
      },
    };
  });
});

const op = (access: 'public' | 'user' | 'admin') =>
  defineOperation({
    area: 'account',
    id: 'probe',
    method: 'GET',
    path: '/probe',
    access,
    summary: 'test',
    response: z.object({ ok: z.boolean() }),
  });
const call = (access: 'public' | 'user' | 'admin', claims?: Record<string, string>) =>
  handleOperation(op(access), async () => ({ ok: true }))(operationEvent(op(access), { claims }));

describe('a user or admin route asks for the caller’s session record', () => {
  it('lets a caller with a live session in', async () => {
    sessions['USER#dev@partner.example'] = { expiresAt: nowSeconds() + 600 };
    sessions['USER#admin@marque.local'] = { expiresAt: nowSeconds() + 600 };
    expect((await call('user', developerClaims)).statusCode).toBe(200);
    expect((await call('admin', adminClaims)).statusCode).toBe(200);
  });

  it('refuses the still-valid ID token of a signed-out caller with 401, admin routes too', async () => {
    for (const [access, claims] of [
      ['user', developerClaims],
      ['admin', adminClaims],
      // Signed out, a non-admin is told to sign in again rather than refused the admin route.
      ['admin', developerClaims],
    ] as const) {
      const result = await call(access, claims);
      expect(result.statusCode).toBe(401);
      expect(bodyOf(result)).toMatchObject({ code: 'Unauthorized', message: sessionEndedMessage });
    }
  });

  it("refuses a token of an earlier session once a new one started; takes the new session's", async () => {
    const startedAt = '2026-02-20T11:00:00.000Z';
    sessions['USER#dev@partner.example'] = { expiresAt: nowSeconds() + 600, startedAt };
    const ofSession = (start: string) => ({
      ...developerClaims,
      [tokenClaims.sessionStartedAt]: start,
    });
    const old = await call('user', ofSession('2026-02-20T10:00:00.000Z'));
    expect(old.statusCode).toBe(401);
    expect(bodyOf(old)).toMatchObject({ message: sessionEndedMessage });
    expect((await call('user', ofSession(startedAt))).statusCode).toBe(200);
  });

  it('refuses a session that lapsed even if its record is still there', async () => {
    sessions['USER#dev@partner.example'] = { expiresAt: nowSeconds() - 1 };
    expect((await call('user', developerClaims)).statusCode).toBe(401);
  });

  it('leaves public routes and directory users (no portal session record) alone', async () => {
    expect((await call('public', developerClaims)).statusCode).toBe(200);
    const staff = { ...developerClaims, identities: '[{"providerName":"Corp"}]' };
    expect((await call('user', staff)).statusCode).toBe(200);
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
  });
});
