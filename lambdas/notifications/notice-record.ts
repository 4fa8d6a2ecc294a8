import type { NoticeKind } from '../../shared/api/notifications-operations';
import type { NoticeAudience } from '../../shared/schemas/notice-schema';

/** What every notice holds, to one user or to everyone. */
export interface NoticeContent {
  kind: NoticeKind;
  title: string;
  message: string;
  link?: string;
}

/** A stored notice: its content, `stamp` (`<ISO time>#<uuid>`) and createdAt. */
export interface NoticeRecord extends NoticeContent {
  stamp: string;
  createdAt: string;
  /** When its one user read it (own notices only). */
  readAt?: string;
}

/** One line of the sent log: an admin's notice or an automatic one. */
export interface SentRecord {
  stamp: string;
  at: string;
  actor: string;
  audience: NoticeAudience;
  category?: string;
  service?: string;
  title: string;
  kind: NoticeKind;
  recipients: number;
  emailed: boolean;
}
