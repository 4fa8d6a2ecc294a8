import { lazy, Suspense, useMemo, useState } from 'react';
import type { ContentItem } from '../../../../../../shared/api/content-operations';
import { contentKindNouns, type ContentKind } from '../../../../../../shared/domain/content';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { SortableTable } from '../../../../components/data-table/sortable-table';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorState } from '../../../../components/error-state';
import { LoadingState } from '../../../../components/loading-state';
import { errorMessage } from '../../../../lib/error-message';
import { showError, showSuccess } from '../../../../lib/notify';
import { useContentList, useDeleteContent } from '../../api/content-queries';
import { contentColumns, itemName, rowHeaderOf } from './content-columns';

// The editor (form library, schemas) loads when the admin adds or edits an item.
const ContentDialog = lazy(() =>
  import('./content-dialog').then((m) => ({ default: m.ContentDialog })),
);

/** What each kind's tab says it holds, and what its empty table says. */
const about: Record<ContentKind, { purpose: string; empty: string; plural: string }> = {
  faq: {
    purpose: 'Questions and answers of the FAQ page, by tab, in order.',
    empty: 'No FAQ entries yet.',
    plural: 'FAQ entries',
  },
  blog: {
    purpose: 'Posts of the what’s-new page; only published posts whose time has come are public.',
    empty: 'No blog posts yet.',
    plural: 'Blog posts',
  },
  banner: {
    purpose: 'Banners on the home page, such as the decommission notice, in their active time.',
    empty: 'No banners yet.',
    plural: 'Banners',
  },
  maintenance: {
    purpose: 'Scheduled maintenance: the pop-up announces the window under way or the next one.',
    empty: 'No maintenance window is scheduled.',
    plural: 'Maintenance windows',
  },
  video: {
    purpose: 'The getting-started videos, in order.',
    empty: 'No videos yet.',
    plural: 'Videos',
  },
  document: {
    purpose: 'Category documents (?category=) and standard operating procedures (?sop=).',
    empty: 'No documents yet.',
    plural: 'Documents',
  },
};

type Editing = { item?: ContentItem } | undefined;

/** One kind's items: a sortable, paged table with Add, Edit and Delete. */
export function ContentTab({ kind }: { kind: ContentKind }) {
  const list = useContentList(kind);
  const remove = useDeleteContent(kind);
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<ContentItem>();
  const label = contentKindNouns[kind];
  const columns = useMemo(
    () =>
      contentColumns(kind, (item) => (
        <div className="content-actions">
          <button
            type="button"
            className="button button--small button--secondary"
            aria-label={`Edit ${itemName(item)}`}
            onClick={() => setEditing({ item })}
          >
            Edit
          </button>
          <button
            type="button"
            className="button button--small button--danger"
            aria-label={`Delete ${itemName(item)}`}
            onClick={() => setDeleting(item)}
          >
            Delete
          </button>
        </div>
      )),
    [kind],
  );

  const confirmDelete = (item: ContentItem) =>
    remove.mutate(item.id, {
      onSuccess: (answer) => {
        showSuccess(answer.message);
        setDeleting(undefined);
      },
      onError: (error) => {
        showError(errorMessage(error));
        setDeleting(undefined);
      },
    });

  return (
    <>
      <div className="content-toolbar">
        <p>{about[kind].purpose}</p>
        <button type="button" className="button" onClick={() => setEditing({})}>
          Add {label}
        </button>
      </div>
      {list.isPending ? (
        <LoadingState label={`Loading the ${about[kind].plural.toLowerCase()}…`} />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={`No ${about[kind].plural.toLowerCase()}`} message={about[kind].empty} />
      ) : (
        <SortableTable
          caption={about[kind].plural}
          data={list.data.items}
          columns={columns}
          rowHeaderColumn={rowHeaderOf(kind)}
          getRowId={(item) => item.id}
          cardsOnPhones
        />
      )}
      {editing ? (
        <Suspense fallback={null}>
          <ContentDialog kind={kind} item={editing.item} onClose={() => setEditing(undefined)} />
        </Suspense>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete ${label}?`}
          description={`“${itemName(deleting)}” will be removed from the portal. This cannot be undone.`}
          confirmLabel="Delete"
          pending={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => setDeleting(undefined)}
        />
      ) : null}
    </>
  );
}
