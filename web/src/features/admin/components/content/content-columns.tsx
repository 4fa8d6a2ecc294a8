import type { ReactNode } from 'react';
import type { ContentItem } from '../../../../../../shared/api/content-operations';
import type { ContentKind } from '../../../../../../shared/domain/content';
import type { SortedPagedColumn } from '../../../../components/data-table/table-features';

const when = (iso: string | undefined) =>
  iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '—';

interface Column {
  id: string;
  header: string;
  value: (item: ContentItem) => string | number;
  /** How the value reads, when not as it sorts (times). */
  show?: (item: ContentItem) => string;
}

/** A field of an item of the kind the column belongs to. */
function field(item: ContentItem, name: string): string | number | boolean | undefined {
  const value = (item as unknown as Record<string, unknown>)[name];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : undefined;
}
const text = (name: string) => (item: ContentItem) => String(field(item, name) ?? '');
const time = (name: string) => (item: ContentItem) => when(field(item, name) as string | undefined);
const timeColumn = (id: string, header: string): Column => ({
  id,
  header,
  value: text(id),
  show: time(id),
});

/** The columns of each kind's table (the first is the row's header). */
const columnsByKind: Record<ContentKind, Column[]> = {
  faq: [
    { id: 'question', header: 'Question', value: text('question') },
    { id: 'tab', header: 'Tab', value: text('tab') },
    { id: 'order', header: 'Order', value: (item) => Number(field(item, 'order') ?? 0) },
  ],
  blog: [
    { id: 'title', header: 'Title', value: text('title') },
    {
      id: 'status',
      header: 'Status',
      value: (item) => (field(item, 'status') === 'published' ? 'Published' : 'Draft'),
    },
    timeColumn('publishedAt', 'Published at'),
    { id: 'slug', header: 'Address', value: (item) => `/blog/${text('slug')(item)}` },
  ],
  banner: [
    { id: 'message', header: 'Message', value: text('message') },
    { id: 'tone', header: 'Tone', value: text('tone') },
    timeColumn('activeFrom', 'Active from'),
    timeColumn('activeUntil', 'Active until'),
  ],
  maintenance: [
    timeColumn('startsAt', 'Start'),
    timeColumn('endsAt', 'End'),
    { id: 'message', header: 'Message', value: text('message') },
  ],
  video: [
    { id: 'title', header: 'Title', value: text('title') },
    { id: 'duration', header: 'Duration', value: text('duration') },
    { id: 'order', header: 'Order', value: (item) => Number(field(item, 'order') ?? 0) },
  ],
  document: [
    { id: 'title', header: 'Title', value: text('title') },
    {
      id: 'documentKind',
      header: 'Kind',
      value: (item) => (field(item, 'documentKind') === 'sop' ? 'SOP' : 'Category document'),
    },
    {
      id: 'opens',
      header: 'Opens at',
      value: (item) =>
        field(item, 'documentKind') === 'sop'
          ? `?sop=${text('fileName')(item)}`
          : `?category=${text('category')(item)}`,
    },
  ],
};

/** The sortable columns of a kind's table, then its Edit and Delete buttons. */
export function contentColumns(
  kind: ContentKind,
  actions: (item: ContentItem) => ReactNode,
): SortedPagedColumn<ContentItem>[] {
  return [
    ...columnsByKind[kind].map((column): SortedPagedColumn<ContentItem> => ({
      id: column.id,
      header: column.header,
      accessorFn: column.value,
      sortFn: 'alphanumeric',
      cell: ({ row }) => (column.show ?? column.value)(row.original),
    })),
    {
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      enableSorting: false,
      cell: ({ row }) => actions(row.original),
    },
  ];
}

/** The first column of a kind's table: each row's header. */
export const rowHeaderOf = (kind: ContentKind) => columnsByKind[kind][0]?.id;

/** How a row names its item (the Edit and Delete buttons' names, the confirm dialog). */
export function itemName(item: ContentItem): string {
  const names = ['question', 'title', 'message'] as const;
  for (const name of names) {
    const value = field(item, name);
    if (typeof value === 'string') return value.length > 60 ? `${value.slice(0, 57)}…` : value;
  }
  return when(field(item, 'startsAt') as string | undefined);
}
