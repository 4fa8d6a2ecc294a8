import { captchaMailbox } from '../../infra/local/outbox/captcha-mail';

/** Reads the local outbox (`GET <outbox>/?to=`), as a tester reading their inbox would. */
export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

export async function messagesTo(outboxUrl: string, to: string): Promise<OutboxMessage[]> {
  const url = new URL(outboxUrl);
  url.searchParams.set('to', to);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Outbox answered ${response.status}`);
  return (await response.json()) as OutboxMessage[];
}

/**
 * Waits for a message to `to` sent after `since` whose text matches `pattern`; returns the match's
 * first group (or the whole match).
 */
export async function waitForMail(
  outboxUrl: string,
  to: string,
  pattern: RegExp,
  since: Date,
  timeoutMs = 10_000,
  subject?: string,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const fresh = (await messagesTo(outboxUrl, to)).filter(
      (m) => new Date(m.sentAt) >= since && (subject === undefined || m.subject === subject),
    );
    for (const message of fresh) {
      const match = pattern.exec(message.text);
      if (match) return match[1] ?? match[0];
    }
    if (Date.now() > deadline)
      throw new Error(`No mail to ${to} matching ${pattern} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The answer of one captcha, mailed by the local cloud under the subject `Captcha <id>`. */
export function captchaAnswer(outboxUrl: string, captchaId: string): Promise<string> {
  return waitForMail(
    outboxUrl,
    captchaMailbox,
    /^(\S{6})$/,
    new Date(0),
    10_000,
    `Captcha ${captchaId}`,
  );
}
