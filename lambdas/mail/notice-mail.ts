import type { Mail } from '../clients/mail-client';
import { portalUrl } from './portal-url';

export interface NoticeMailContent {
  title: string;
  message: string;
  link?: string;
}

/** A portal notice sent by e-mail as well (admin notices with e-mail on, service changes). */
export function noticeMail(to: string, notice: NoticeMailContent, origin: string): Mail {
  const lines = ['Hello,', '', notice.message];
  if (notice.link) lines.push('', `More: ${portalUrl(notice.link, origin)}`);
  lines.push(
    '',
    `You can also find this notice under Notifications in the Marque portal: ${portalUrl('/notifications', origin)}`,
  );
  return { to, subject: `Marque: ${notice.title}`, text: lines.join('\n') };
}
