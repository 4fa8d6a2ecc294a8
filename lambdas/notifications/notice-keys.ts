import { randomUUID } from 'node:crypto';
import { userPk } from '../users/user-keys';

/** Key shapes of the notifications table (see lambdas/data/tables.ts). */
export const noticePrefix = 'NOTICE#';
export const readMarkPrefix = 'READ#';
export const broadcastPk = 'BROADCAST';
export const sentPk = 'SENT';

/** Sorts after every `<time>#<id>` of the same time: "created after `time`" in a key range. */
export const after = (time: string) => `${time}$`;
/** Sorts after every sort key that starts with a printable prefix. */
export const highest = '\uffff';

export const userNoticeKey = (email: string, stamp: string) => ({
  pk: userPk(email),
  sk: `${noticePrefix}${stamp}`,
});
export const broadcastKey = (stamp: string) => ({ pk: broadcastPk, sk: stamp });
export const readMarkKey = (email: string, stamp: string) => ({
  pk: userPk(email),
  sk: `${readMarkPrefix}${stamp}`,
});
export const stateKey = (email: string) => ({ pk: userPk(email), sk: 'STATE' });
export const sentKey = (stamp: string) => ({ pk: sentPk, sk: stamp });

/** A notice's time and id, `<ISO time>#<uuid>`: the tail of its sort key, in time order. */
export function newStamp(now: Date, id: string = randomUUID()): string {
  return `${now.toISOString()}#${id}`;
}

export type NoticeSource = 'own' | 'all';

/** The public id (`own~<time>~<uuid>`) of a stamp: where the notice lives, and which it is. */
export function noticeIdOf(source: NoticeSource, stamp: string): string {
  return `${source}~${stamp.replace('#', '~')}`;
}

/** The source and stamp of a public id (already validated by the contract's schema). */
export function parseNoticeId(noticeId: string): { source: NoticeSource; stamp: string } {
  const [source, time, id] = noticeId.split('~');
  return { source: source === 'all' ? 'all' : 'own', stamp: `${time}#${id}` };
}
