import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createCaptcha } from '../../../shared/api/auth-operations';
import { captchaAnswerAttribute, captchaKey } from '../../../lambdas/captcha/captcha-store';
import type { AfterIntegration } from '../gateway/portal-api-server';
import { captchaAnswerMail } from './captcha-mail';
import type { OutgoingMessage } from './outbox-store';

export interface CaptchaAnswersOptions {
  dynamo: DynamoDBDocumentClient;
  /** The challenges table's physical name. */
  challengesTable: string;
  outbox: { send(message: OutgoingMessage): unknown };
}

/**
 * A hook of the local portal gateway: once the auth area issued a captcha, reads its answer from
 * the challenges table (where the area keeps it) and mails it to the outbox. The deployed
 * portal has nothing of the kind: only the local cloud tells captcha answers.
 */
export function mailCaptchaAnswers(options: CaptchaAnswersOptions): AfterIntegration {
  return async ({ operation, result }) => {
    if (operation.id !== createCaptcha.id || result.statusCode !== 200) return;
    const { captchaId } = createCaptcha.response.parse(JSON.parse(result.body));
    const { Item } = await options.dynamo.send(
      new GetCommand({
        TableName: options.challengesTable,
        Key: captchaKey(captchaId),
        ConsistentRead: true,
      }),
    );
    const answer: unknown = Item?.[captchaAnswerAttribute];
    if (typeof answer !== 'string') {
      throw new Error(`captcha ${captchaId} has no '${captchaAnswerAttribute}' in the table`);
    }
    options.outbox.send(captchaAnswerMail(captchaId, answer));
  };
}
