import { ticketKey, type TicketKind } from '../customer-keys';
import type { TicketPurpose } from '../tickets';
import type { TestCustomersTable } from './customers-table';

export const registrationUuid = '3f0c8a52-1b2d-4c3e-8f40-5a6b7c8d9e01';
export const questionUuid = '0b8f5c3e-2d41-4a6b-9e07-51c2d9a4f318';

/** A live ticket in the table, as verify or activate-user leaves it. */
export function addTicket(
  table: TestCustomersTable,
  purpose: TicketPurpose,
  mobile: string,
  uuid = purpose === 'question' ? questionUuid : registrationUuid,
  expiresAt = Math.floor(Date.now() / 1000) + 900,
): string {
  const kind: TicketKind = purpose === 'question' ? 'QUESTION' : 'REGISTRATION';
  table.put({ ...ticketKey(kind, uuid), uuid, purpose, mobile, tries: 0, expiresAt });
  return uuid;
}
