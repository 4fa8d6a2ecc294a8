import type { ContentKind } from '../../shared/domain/content';

/** Keys of the content table (see `data/tables.ts`). */
export const contentPk = (kind: ContentKind) => `CONTENT#${kind}`;
export const itemSkPrefix = 'ITEM#';
export const itemSk = (id: string) => `${itemSkPrefix}${id}`;
export const itemKey = (kind: ContentKind, id: string) => ({ pk: contentPk(kind), sk: itemSk(id) });
export const slugKey = (slug: string) => ({ pk: 'BLOGSLUG', sk: slug });
export const seededKey = (kind: ContentKind) => ({ pk: contentPk(kind), sk: 'SEEDED' });
