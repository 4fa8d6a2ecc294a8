import type { ContentItemOf } from '../../../../../shared/api/content-operations';

export type PortalDocument = ContentItemOf<'document'>;

/** What /documents shows for its query. */
export type DocumentsView =
  | { kind: 'all'; categories: [string, PortalDocument[]][]; sops: PortalDocument[] }
  | { kind: 'category'; category: string; documents: PortalDocument[]; shown: PortalDocument }
  | { kind: 'sop'; document: PortalDocument }
  | { kind: 'not-found'; asked: string };

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

/** A document's file name, from its URL: `/documents/a.pdf` → `a.pdf`. */
export function fileOf(doc: PortalDocument): string {
  return doc.fileName ?? decodeURIComponent(doc.url.split(/[?#]/)[0]!.split('/').pop() ?? '');
}

/**
 * `?sop=<file>` → that SOP; `?category=<name>` → the category's documents (`&file=` picks the
 * one shown, else the first); neither → every document, category ones grouped by category.
 */
export function documentsView(
  documents: readonly PortalDocument[],
  query: { category: string | null; sop: string | null; file: string | null },
): DocumentsView {
  if (query.sop !== null) {
    const sop = documents.find(
      (doc) =>
        doc.documentKind === 'sop' && doc.fileName !== undefined && same(doc.fileName, query.sop!),
    );
    return sop ? { kind: 'sop', document: sop } : { kind: 'not-found', asked: query.sop };
  }
  if (query.category !== null) {
    const inCategory = documents.filter(
      (doc) =>
        doc.documentKind === 'category' && doc.category && same(doc.category, query.category!),
    );
    const shown =
      inCategory.find((doc) => query.file !== null && same(fileOf(doc), query.file)) ??
      inCategory[0];
    if (!shown || (query.file !== null && !same(fileOf(shown), query.file))) {
      return { kind: 'not-found', asked: query.file ?? query.category };
    }
    return {
      kind: 'category',
      category: shown.category ?? query.category,
      documents: inCategory,
      shown,
    };
  }
  const groups = new Map<string, PortalDocument[]>();
  for (const doc of documents) {
    if (doc.documentKind !== 'category' || !doc.category) continue;
    groups.set(doc.category, [...(groups.get(doc.category) ?? []), doc]);
  }
  return {
    kind: 'all',
    categories: [...groups].sort(([a], [b]) => a.localeCompare(b)),
    sops: documents.filter((doc) => doc.documentKind === 'sop'),
  };
}

/** Where a document opens on /documents. */
export function documentLink(doc: PortalDocument): string {
  if (doc.documentKind === 'sop' && doc.fileName) {
    return `/documents?sop=${encodeURIComponent(doc.fileName)}`;
  }
  const category = encodeURIComponent(doc.category ?? '');
  return `/documents?category=${category}&file=${encodeURIComponent(fileOf(doc))}`;
}
