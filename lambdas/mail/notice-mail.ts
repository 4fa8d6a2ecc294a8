import type { Mail } from '../clients/mail-client';

export interface NoticeMailContent {
  title: string;
  message: string;
  link?: string;
}

/** A link as the mail shows it: a portal path on the site's origin when it is known. */
export function absoluteLink(link: string, origin: string | undefined): string {
  if (!link.startsWith('/') || !origin || !/^https?:\/\//.test(origin)) return link;
  return `${origin.replace(/\/+$/, '')}${link}`;
}

/** A portal notice sent by e-mail as well (admin notices with e-mail on, service changes). */
export function noticeMail(to: string, notice: NoticeMailContent, origin?: string): Mail {
  const lines = ['Hello,', '', notice.message];
  if (notice.link) lines.push('', `More: ${absoluteLink(notice.link, origin)}`);
  lines.push('', 'You can also find this notice under Notifications in the Marque portal.');
  return { to, subject: `Marque: ${notice.title}`, text: lines.join('\n') };
}
