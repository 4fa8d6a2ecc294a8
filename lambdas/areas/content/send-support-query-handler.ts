import { randomInt } from 'node:crypto';
import { sendSupportQuery } from '../../../shared/api/content-operations';
import { queryAcknowledgement, queryReference } from '../../../shared/domain/support-query';
import { fieldMessages } from '../../../shared/schemas/field-messages';
import { consumeCaptcha } from '../../captcha/captcha-store';
import { sendMail } from '../../clients/mail-client';
import { markSupportQueryMailed, putSupportQuery } from '../../content/support-query-store';
import { DomainError, Invalid } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { handleOperation } from '../../lib/operation-handler';
import { settings } from '../../lib/settings';
import { supportQueryMail } from '../../mail/support-query-mail';

export const queryNotSent = (supportMailbox: string) =>
  'Your query could not be sent just now. Please try again in a few minutes, or write to ' +
  `${supportMailbox}.`;

/**
 * Public: Send a query. The captcha is used up first (a wrong one stores nothing), then the query
 * is kept and mailed to the support mailbox. When the mail fails the visitor is told so (the kept
 * query stays marked as not mailed), rather than given a reference nobody will read.
 */
export const sendSupportQueryHandler = handleOperation(sendSupportQuery, async ({ body }) => {
  if (!(await consumeCaptcha(body.captchaId, body.captcha))) {
    throw new Invalid(fieldMessages.wrongCaptcha, { captcha: fieldMessages.wrongCaptcha });
  }
  const now = new Date();
  const query = {
    reference: queryReference(now, randomInt),
    createdAt: now.toISOString(),
    name: body.name,
    email: body.email,
    ...(body.organization === undefined ? {} : { organization: body.organization }),
    topic: body.topic,
    message: body.message,
  };
  await putSupportQuery(query);
  try {
    await sendMail(supportQueryMail(query));
  } catch (error) {
    logger.error('Support query mail failed', {
      reference: query.reference,
      error: error instanceof Error ? error.name : String(error),
    });
    throw new DomainError(503, 'MailUnavailable', queryNotSent(settings().supportMailbox));
  }
  await markSupportQueryMailed(query.reference, new Date());
  return { message: queryAcknowledgement(query.reference), reference: query.reference };
});
