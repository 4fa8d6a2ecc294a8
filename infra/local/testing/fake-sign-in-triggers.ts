import { randomInt } from 'node:crypto';
import type {
  CreateAuthChallengeTriggerEvent,
  DefineAuthChallengeTriggerEvent,
  PreAuthenticationTriggerEvent,
  VerifyAuthChallengeResponseTriggerEvent,
} from 'aws-lambda';
import { AuthRefusal } from '../../../shared/auth-errors';
import { identityRules, signInMetadataKeys } from '../../../shared/identity-rules';
import type { IdentityTriggers } from '../identity/triggers/identity-triggers';

/** The captcha answer the fake pre-authentication accepts. */
export const testCaptcha = 'AB3cd9';

/**
 * Test support (not a test): the portal's sign-in rules in miniature, as Cognito triggers
 * (ARCHITECTURE.md, Identity): captcha and lock in pre-authentication, every attempt counted
 * there and cleared by post-authentication; define asks PASSWORD_VERIFIER then the e-mail code
 * and refuses with `MARQUE:<CODE>`; the code is kept in `code` instead of being mailed.
 */
export interface FakeSignIn {
  triggers: IdentityTriggers;
  /** The code of the sign-in in progress. */
  code: string | undefined;
  /** Failed-or-running attempts per userName, as the users table would count them. */
  attempts: Map<string, number>;
  events: {
    pre: PreAuthenticationTriggerEvent[];
    define: DefineAuthChallengeTriggerEvent[];
    create: CreateAuthChallengeTriggerEvent[];
    verify: VerifyAuthChallengeResponseTriggerEvent[];
    post: string[];
  };
  reset(): void;
}

type Session = DefineAuthChallengeTriggerEvent['request']['session'];

const passed = (session: Session, index: number, name: string) =>
  session[index]?.challengeName === name && session[index]?.challengeResult === true;

export function fakeSignInTriggers(): FakeSignIn {
  const fake: FakeSignIn = {
    code: undefined,
    attempts: new Map(),
    events: { pre: [], define: [], create: [], verify: [], post: [] },
    reset() {
      fake.code = undefined;
      fake.attempts.clear();
      for (const list of Object.values(fake.events)) list.length = 0;
    },
    triggers: {
      async preAuthentication(event) {
        fake.events.pre.push(event);
        const answer = event.request.validationData?.[signInMetadataKeys.captchaAnswer];
        if (!answer) throw new AuthRefusal('CAPTCHA_MISSING');
        if (answer !== testCaptcha) throw new AuthRefusal('CAPTCHA_WRONG');
        const attempts = fake.attempts.get(event.userName) ?? 0;
        if (attempts >= identityRules.maxFailedAttempts) throw new AuthRefusal('ACCOUNT_LOCKED');
        fake.attempts.set(event.userName, attempts + 1);
        return event;
      },
      async defineAuthChallenge(event) {
        fake.events.define.push(event);
        const { session } = event.request;
        const last = session.at(-1);
        const left = identityRules.maxFailedAttempts - (fake.attempts.get(event.userName) ?? 0);
        if (session.length === 1 && passed(session, 0, 'SRP_A')) {
          event.response.challengeName = 'PASSWORD_VERIFIER';
        } else if (session.length === 2 && last?.challengeName === 'PASSWORD_VERIFIER') {
          if (!last.challengeResult) throw new AuthRefusal('INVALID_CREDENTIALS', left);
          event.response.challengeName = 'CUSTOM_CHALLENGE';
        } else if (session.length > 2 && passed(session, 1, 'PASSWORD_VERIFIER')) {
          const tries = session.filter((entry) => entry.challengeName === 'CUSTOM_CHALLENGE');
          if (last?.challengeResult) event.response.issueTokens = true;
          else if (tries.length < identityRules.signInCodeTries) {
            event.response.challengeName = 'CUSTOM_CHALLENGE';
          } else throw new AuthRefusal('OTP_FAILED');
        } else {
          event.response.failAuthentication = true;
        }
        return event;
      },
      async createAuthChallenge(event) {
        fake.events.create.push(event);
        const again = event.request.session.some((e) => e.challengeName === 'CUSTOM_CHALLENGE');
        if (!again || !fake.code) fake.code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        event.response.publicChallengeParameters = {
          email: event.request.userAttributes.email ?? '',
        };
        event.response.privateChallengeParameters = { code: fake.code };
        event.response.challengeMetadata = 'EMAIL_CODE';
        return event;
      },
      async verifyAuthChallengeResponse(event) {
        fake.events.verify.push(event);
        event.response.answerCorrect =
          event.request.challengeAnswer === event.request.privateChallengeParameters.code;
        return event;
      },
      async postAuthentication(event) {
        fake.events.post.push(event.userName);
        fake.attempts.delete(event.userName);
        return event;
      },
    },
  };
  return fake;
}
