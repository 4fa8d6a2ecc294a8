import type { KeyWork } from './key-suspension';

const keys = (n: number) => (n === 1 ? '1 API key' : `${n} API keys`);

/** What a deactivation did to the user's keys, after what it did to the account. */
export function suspendedMessage(account: string, work: KeyWork): string {
  if (work.total === 0) return `${account} They have no API keys.`;
  return `${account} ${keys(work.done)} suspended.`;
}

/** What an activation did to the keys its deactivation suspended. */
export function restoredMessage(account: string, work: KeyWork): string {
  if (work.total === 0) return account;
  return `${account} ${keys(work.done)} restored.`;
}

/** The time ran out part-way: what stands, and that the same decision finishes it. */
export function unfinishedMessage(
  account: string,
  work: KeyWork,
  verb: 'suspended' | 'restored',
  again: string,
): string {
  return `${account} ${keys(work.done)} ${verb}, ${keys(work.left)} not yet: ${again} to finish.`;
}
