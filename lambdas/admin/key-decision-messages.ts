import type { KeyWork } from './key-suspension';

const keys = (n: number) => (n === 1 ? '1 API key' : `${n} API keys`);
const clients = (n: number) =>
  n === 1 ? '1 set of client credentials' : `${n} sets of client credentials`;
/** '2 API keys', or '2 API keys and 1 set of client credentials' when there were any. */
const what = (work: KeyWork) =>
  work.clients > 0 ? `${keys(work.done)} and ${clients(work.clients)}` : keys(work.done);

/** What a deactivation did to the user's keys, after what it did to the account. */
export function suspendedMessage(account: string, work: KeyWork): string {
  if (work.total === 0 && work.clients === 0) return `${account} They have no API keys.`;
  return `${account} ${what(work)} suspended.`;
}

/** What an activation did to the keys its deactivation suspended. */
export function restoredMessage(account: string, work: KeyWork): string {
  if (work.total === 0 && work.clients === 0) return account;
  return `${account} ${what(work)} restored.`;
}

/** The time ran out part-way: what stands, and that the same decision finishes it. */
export function unfinishedMessage(
  account: string,
  work: KeyWork,
  verb: 'suspended' | 'restored',
  again: string,
): string {
  return `${account} ${what(work)} ${verb}; ${work.left} more not yet: ${again} to finish.`;
}
