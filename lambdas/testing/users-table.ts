import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type PutCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { AwsClientStub } from 'aws-sdk-client-mock';
import type { SessionRecord } from '../users/session-repository';
import type { UserRecord } from '../users/user-record';

type DocumentStub = AwsClientStub<DynamoDBDocumentClient>;

export const goodCaptcha = { captchaId: 'captcha-0001', captchaAnswer: 'Ab3#kW' };

const refused = () => new ConditionalCheckFailedException({ message: 'refused', $metadata: {} });
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * A stand-in for the one user's items the sign-in triggers touch, behind a mocked document
 * client, honouring the conditions the triggers rely on: the account (GetItem, ADD
 * failedAttempts up and down, the lock's SET, `SET #f0 = :f0` updates), its session (start on
 * condition no live one, extend while live, end), the count of an e-mail without an account,
 * and a valid captcha to consume. Enough to run several sign-ins in a row, on a fake clock.
 */
export class TestUsersTable {
  session: SessionRecord | undefined;
  /** The attempts counted on the e-mail while it has no account (ATTEMPTS item). */
  attemptsWithoutAccount: number | undefined;

  /** The account; undefined for a user with no portal record. */
  constructor(public user: UserRecord | undefined) {}

  install(ddb: DocumentStub): void {
    ddb.on(DeleteCommand, { Key: { pk: `CAPTCHA#${goodCaptcha.captchaId}` } }).callsFake(() => ({
      Attributes: { answer: goodCaptcha.captchaAnswer, expiresAt: nowSeconds() + 60 },
    }));
    ddb.on(DeleteCommand, { Key: { sk: 'SESSION' } }).callsFake(() => {
      this.session = undefined;
      return {};
    });
    ddb
      .on(GetCommand, { Key: { sk: 'PROFILE' } })
      .callsFake(() => ({ Item: this.user && { ...this.user } }));
    ddb.on(GetCommand, { Key: { sk: 'SESSION' } }).callsFake(() => ({ Item: this.session }));
    ddb.on(GetCommand, { Key: { sk: 'ATTEMPTS' } }).callsFake(() => ({
      Item:
        this.attemptsWithoutAccount === undefined
          ? undefined
          : { failedAttempts: this.attemptsWithoutAccount },
    }));
    ddb.on(PutCommand, { Item: { sk: 'SESSION' } }).callsFake((input: PutCommandInput) => {
      const now = Number(input.ExpressionAttributeValues?.[':now']);
      if (this.session && this.session.expiresAt > now) throw refused();
      const { startedAt, lastActiveAt, expiresAt } = input.Item as unknown as SessionRecord;
      this.session = { startedAt, lastActiveAt, expiresAt };
      return {};
    });
    ddb.on(UpdateCommand).callsFake((input: UpdateCommandInput) => {
      const sk = (input.Key as { sk?: string } | undefined)?.sk;
      if (sk === 'SESSION') return this.updateSession(input);
      if (sk === 'ATTEMPTS') return this.updateAttempts(input);
      return this.updateUser(input);
    });
  }

  private updateSession(input: UpdateCommandInput) {
    const values = input.ExpressionAttributeValues ?? {};
    if (!this.session || this.session.expiresAt <= Number(values[':now'])) throw refused();
    this.session = {
      ...this.session,
      expiresAt: Number(values[':expiresAt']),
      lastActiveAt: String(values[':lastActiveAt']),
    };
    return {};
  }

  private updateAttempts(input: UpdateCommandInput) {
    const values = input.ExpressionAttributeValues ?? {};
    const count = this.attemptsWithoutAccount ?? 0;
    if (values[':one'] !== undefined) {
      if (count >= Number(values[':max'])) throw refused();
      this.attemptsWithoutAccount = count + 1;
    } else {
      if (count <= 0) throw refused();
      this.attemptsWithoutAccount = count - 1;
    }
    return {};
  }

  private updateUser(input: UpdateCommandInput) {
    const expression = input.UpdateExpression ?? '';
    if (!this.user) throw refused();
    if (expression === 'ADD failedAttempts :one') {
      this.user = { ...this.user, failedAttempts: this.user.failedAttempts + 1 };
      return { Attributes: { failedAttempts: this.user.failedAttempts } };
    }
    if (expression === 'ADD failedAttempts :minusOne') {
      if (this.user.failedAttempts <= 0) throw refused();
      this.user = { ...this.user, failedAttempts: this.user.failedAttempts - 1 };
      return {};
    }
    if (expression.startsWith('SET statusBeforeLock')) {
      if (this.user.accountStatus === 'locked') throw refused();
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
    throw new Error(`The test table does not know ${expression}`);
  }
}
