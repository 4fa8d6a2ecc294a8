import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { AwsClientStub } from 'aws-sdk-client-mock';
import type { SessionRecord } from '../users/session-repository';
import type { UserRecord } from '../users/user-record';

type DocumentStub = AwsClientStub<DynamoDBDocumentClient>;

export const goodCaptcha = { captchaId: 'captcha-0001', captchaAnswer: 'Ab3#kW' };

/**
 * A stand-in for the one user's items the sign-in triggers touch, behind a mocked document
 * client: the account (GetItem, ADD failedAttempts, the lock's SET, `SET #f0 = :f0` updates),
 * its session, and a valid captcha to consume. Enough to run several sign-ins in a row.
 */
export class TestUsersTable {
  session: SessionRecord | undefined;

  /** The account; undefined for a user with no portal record. */
  constructor(public user: UserRecord | undefined) {}

  install(ddb: DocumentStub): void {
    ddb.on(DeleteCommand, { Key: { pk: `CAPTCHA#${goodCaptcha.captchaId}` } }).callsFake(() => ({
      Attributes: {
        answer: goodCaptcha.captchaAnswer,
        expiresAt: Math.floor(Date.now() / 1000) + 60,
      },
    }));
    ddb
      .on(GetCommand, { Key: { sk: 'PROFILE' } })
      .callsFake(() => ({ Item: this.user && { ...this.user } }));
    ddb.on(GetCommand, { Key: { sk: 'SESSION' } }).callsFake(() => ({ Item: this.session }));
    ddb.on(PutCommand, { Item: { sk: 'SESSION' } }).callsFake((input: { Item: SessionRecord }) => {
      this.session = { startedAt: input.Item.startedAt, expiresAt: input.Item.expiresAt };
      return {};
    });
    ddb.on(UpdateCommand).callsFake((input: UpdateCommandInput) => this.update(input));
  }

  private update(input: UpdateCommandInput) {
    const expression = input.UpdateExpression ?? '';
    if (!this.user) throw new ConditionalCheckFailedException({ message: 'none', $metadata: {} });
    if (expression === 'ADD failedAttempts :one') {
      this.user = { ...this.user, failedAttempts: this.user.failedAttempts + 1 };
      return { Attributes: { failedAttempts: this.user.failedAttempts } };
    }
    if (expression.startsWith('SET statusBeforeLock')) {
      if (this.user.accountStatus === 'locked') {
        throw new ConditionalCheckFailedException({ message: 'locked', $metadata: {} });
      }
      this.user = {
        ...this.user,
        statusBeforeLock: this.user.accountStatus,
        accountStatus: 'locked',
      };
      return {};
    }
    if (expression.startsWith('SET #f')) {
      const changes: Record<string, unknown> = {};
      for (const [placeholder, name] of Object.entries(input.ExpressionAttributeNames ?? {})) {
        changes[name] = input.ExpressionAttributeValues?.[placeholder.replace('#', ':')];
      }
      this.user = { ...this.user, ...changes };
      return { Attributes: { ...this.user } };
    }
    if (expression === 'SET expiresAt = :expiresAt' && this.session) {
      this.session = {
        ...this.session,
        expiresAt: Number(input.ExpressionAttributeValues?.[':expiresAt']),
      };
      return {};
    }
    throw new Error(`The test table does not know ${expression}`);
  }
}
