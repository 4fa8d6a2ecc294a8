import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { signInMetadataKeys } from '../../../shared/identity-rules';
import { goodCaptcha, TestUsersTable } from '../../../lambdas/testing/users-table';
import { handler as createAuthChallenge } from '../../../lambdas/triggers/create-auth-challenge';
import { handler as defineAuthChallenge } from '../../../lambdas/triggers/define-auth-challenge';
import { handler as postAuthentication } from '../../../lambdas/triggers/post-authentication';
import { handler as preAuthentication } from '../../../lambdas/triggers/pre-authentication';
import { handler as preTokenGeneration } from '../../../lambdas/triggers/pre-token-generation';
import { handler as verifyAuthChallengeResponse } from '../../../lambdas/triggers/verify-auth-challenge-response';
import type { UserRecord } from '../../../lambdas/users/user-record';
import type { IdentityTriggers } from '../identity/triggers/identity-triggers';

type TriggerName = keyof IdentityTriggers;
type EventOf<K extends TriggerName> = Parameters<NonNullable<IdentityTriggers[K]>>[0];

/** The events each trigger was called with, `response` as the trigger filled it in. */
export type TriggerEvents = { [K in TriggerName]: EventOf<K>[] };

/** The portal's sign-in rules, run by its real trigger modules, not a copy. */
const realTriggers: Required<Omit<IdentityTriggers, 'customMessage'>> = {
  preAuthentication,
  defineAuthChallenge,
  createAuthChallenge,
  verifyAuthChallengeResponse,
  postAuthentication,
  preTokenGeneration,
};

/** Client metadata with the captcha the users table holds (a wrong `answer` for a refusal). */
export const captchaMetadata = (answer: string = goodCaptcha.captchaAnswer) => ({
  [signInMetadataKeys.captchaId]: goodCaptcha.captchaId,
  [signInMetadataKeys.captchaAnswer]: answer,
});

/**
 * Test support (not a test): the real Cognito triggers (`lambdas/triggers/`) for the local
 * identity's tests, in-process, with DynamoDB answered by the trigger tests' in-memory users
 * table and SES mocked. It records every event, lets a test swap one trigger (`overrides`) and
 * reads the mailed sign-in code as its reader would. The test stubs the environment
 * (`useTestEnvironment`) and calls `reset` before each test.
 */
export interface SignInTriggers {
  triggers: IdentityTriggers;
  events: TriggerEvents;
  overrides: IdentityTriggers;
  table: TestUsersTable;
  /** The code in the last sign-in mail to `to`; throws when none was sent. */
  codeMailedTo(to: string): string;
  /** A fresh table holding `user`, and no events, overrides or mail. */
  reset(user: UserRecord): void;
}

const emptyEvents = (): TriggerEvents => ({
  preAuthentication: [],
  defineAuthChallenge: [],
  createAuthChallenge: [],
  verifyAuthChallengeResponse: [],
  postAuthentication: [],
  preTokenGeneration: [],
  customMessage: [],
});

export function signInTriggers(): SignInTriggers {
  const ddb = mockClient(DynamoDBDocumentClient);
  const ses = mockClient(SESv2Client);
  const state: SignInTriggers = {
    triggers: {},
    events: emptyEvents(),
    overrides: {},
    table: new TestUsersTable(undefined),
    codeMailedTo(to) {
      const mails = ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);
      const last = mails.filter((mail) => mail.Destination?.ToAddresses?.includes(to)).at(-1);
      const code = /code is (\d{6})/.exec(last?.Content?.Simple?.Body?.Text?.Data ?? '')?.[1];
      if (!code) throw new Error(`No sign-in code mailed to ${to}`);
      return code;
    },
    reset(user) {
      ddb.reset();
      ses.reset();
      ses.on(SendEmailCommand).resolves({ MessageId: 'local-test' });
      state.table = new TestUsersTable(user);
      state.table.install(ddb);
      state.events = emptyEvents();
      state.overrides = {};
    },
  };
  const recorded = <K extends TriggerName>(name: K) =>
    (async (event: EventOf<K>) => {
      (state.events[name] as EventOf<K>[]).push(event);
      const trigger = (state.overrides[name] ??
        realTriggers[name as keyof typeof realTriggers]) as (e: EventOf<K>) => Promise<EventOf<K>>;
      return trigger(event);
    }) as IdentityTriggers[K];
  for (const name of Object.keys(realTriggers) as (keyof typeof realTriggers)[]) {
    (state.triggers as Record<TriggerName, unknown>)[name] = recorded(name);
  }
  return state;
}
