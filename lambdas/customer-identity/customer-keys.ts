/** The customers table's keys (`data/tables.ts`, table `customers`). */
export const customerPk = (mobile: string) => `CUSTOMER#${mobile}`;

export const profileKey = (mobile: string) => ({ pk: customerPk(mobile), sk: 'PROFILE' });
export const otpKey = (mobile: string) => ({ pk: customerPk(mobile), sk: 'OTP' });
export const proofKey = (mobile: string) => ({ pk: customerPk(mobile), sk: 'PROOF' });

/** Tickets: a registration (or re-registration) key after a verified OTP, a reactivation question. */
export type TicketKind = 'REGISTRATION' | 'QUESTION';
export const ticketKey = (kind: TicketKind, uuid: string) => ({
  pk: `${kind}#${uuid}`,
  sk: 'TICKET',
});

export const epochSeconds = (now: Date = new Date()) => Math.floor(now.getTime() / 1000);

/** How long a registration key or a reactivation question stays valid. */
export const ticketSeconds = 15 * 60;
