import type { APIGatewayProxyEvent } from 'aws-lambda';
import { adminAccountPath } from '../../shared/admin-account-path';
import { sendMail } from '../clients/mail-client';
import { logger } from '../lib/logger';
import { portalOriginOf } from '../lib/portal-origin';
import { registrationToAdminMail, type Registrant } from '../mail/registration-to-admin-mail';
import { eachLimited, putUserNotices } from '../notifications/notice-delivery';
import type { NoticeContent } from '../notifications/notice-record';
import { everyAdminEmail } from '../notifications/recipients';

export const registrationNoticeTitle = 'A partner registered and waits for activation';

/** The portal notice each admin gets: who registered, linked to the account in Admin → Accounts. */
export function registrationNotice(partner: Registrant): NoticeContent {
  return {
    kind: 'registration',
    title: registrationNoticeTitle,
    message: `${partner.firstName} ${partner.lastName} (${partner.email}) of ${partner.organization} registered. Review the account and activate it.`,
    link: adminAccountPath(partner.email),
  };
}

const errorName = (error: unknown) => (error instanceof Error ? error.name : String(error));

/**
 * Tells every admin of a new registration at once: a portal notice and a mail, both linking the
 * account in Admin → Accounts. Nothing is activated: an admin decides. Never throws: the account
 * exists and the partner was told, so a failure here is logged and the registration stands.
 */
export async function notifyAdminsOfRegistration(
  partner: Registrant,
  event: Pick<APIGatewayProxyEvent, 'stageVariables'>,
  now: Date = new Date(),
): Promise<void> {
  let admins: string[];
  try {
    admins = await everyAdminEmail();
  } catch (error) {
    logger.warn('Could not find the admins to tell of a registration', {
      email: partner.email,
      error: errorName(error),
    });
    return;
  }
  if (admins.length === 0) {
    logger.warn('No admin to tell of a registration: the account waits for one', {
      email: partner.email,
    });
    return;
  }
  const notice = putUserNotices(admins, registrationNotice(partner), now).catch(
    (error: unknown) => {
      logger.warn('Registration notice to the admins failed', {
        email: partner.email,
        error: errorName(error),
      });
    },
  );
  const mails = (async () => {
    let origin: string;
    try {
      origin = portalOriginOf(event);
    } catch (error) {
      logger.warn('Registration mail to the admins failed', {
        email: partner.email,
        error: errorName(error),
      });
      return;
    }
    await eachLimited(admins, 5, async (admin) => {
      try {
        await sendMail(registrationToAdminMail(admin, partner, origin));
      } catch (error) {
        logger.warn('Registration mail to an admin failed', {
          email: partner.email,
          admin,
          error: errorName(error),
        });
      }
    });
  })();
  await Promise.all([notice, mails]);
}
