/** One e-mail the local cloud "sent": what tests and the developer read back from the outbox. */
export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  /** ISO 8601 time the outbox received it. */
  sentAt: string;
}

export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
}

/** The outbox's memory: messages in the order sent; read back newest first, by address. */
export class OutboxStore {
  private readonly messages: OutboxMessage[] = [];

  constructor(private readonly now: () => Date = () => new Date()) {}

  add(message: OutgoingMessage): OutboxMessage {
    const stored: OutboxMessage = {
      to: message.to,
      subject: message.subject,
      text: message.text,
      sentAt: this.now().toISOString(),
    };
    this.messages.push(stored);
    return stored;
  }

  /** Messages to `to` (case-insensitive; all when omitted), newest first. */
  list(to?: string): OutboxMessage[] {
    const wanted = to?.trim().toLowerCase();
    return this.messages
      .filter((message) => !wanted || message.to.toLowerCase() === wanted)
      .reverse()
      .map((message) => ({ ...message }));
  }
}
