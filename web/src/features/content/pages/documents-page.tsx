import { Link, useSearchParams } from 'react-router-dom';
import { Breadcrumb } from '../../../components/breadcrumb';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { DocumentList } from '../documents/document-list';
import { DocumentViewer } from '../documents/document-viewer';
import { documentsView, type DocumentsView } from '../documents/find-documents';
import { useMedia } from '../videos/media-query';
import '../public-pages.css';
import '../documents/documents.css';
import { PageMeta } from '../../../components/page-meta';

function heading(view: DocumentsView | undefined): string {
  if (view?.kind === 'category') return `${view.category} documents`;
  if (view?.kind === 'sop') return view.document.title;
  if (view?.kind === 'not-found') return 'Document not found';
  return 'Documents';
}

/**
 * /documents: every document, a category's (`?category=`, `&file=` the one shown) or one SOP
 * (`?sop=<file>`), read in the page or downloaded.
 */
export function DocumentsPage() {
  const documents = useMedia('document');
  const [params] = useSearchParams();
  const view = documents.data
    ? documentsView(documents.data, {
        category: params.get('category'),
        sop: params.get('sop'),
        file: params.get('file'),
      })
    : undefined;
  const title = heading(view);
  const filtered = params.has('category') || params.has('sop');

  return (
    <div className="container page">
      <PageMeta
        title={`${title} · Marque`}
        description="Marque's API guides per category and standard operating procedures, as PDF."
      />
      <Breadcrumb
        items={[
          { label: 'Home', to: '/' },
          filtered ? { label: 'Documents', to: '/documents' } : { label: 'Documents' },
          ...(filtered ? [{ label: title }] : []),
        ]}
      />
      <header className="page-header">
        <h1>{title}</h1>
        {view?.kind === 'all' || !view ? (
          <p>
            Guides to each API category and our standard operating procedures, to read here or
            download as PDF.
          </p>
        ) : null}
      </header>
      {documents.isPending ? (
        <LoadingState label="Loading the documents…" />
      ) : documents.isError ? (
        <ErrorState
          message="The documents could not be loaded. Please try again."
          onRetry={() => void documents.refetch()}
        />
      ) : view?.kind === 'not-found' ? (
        <EmptyState
          title="We could not find that document"
          message={`There is no document called “${view.asked}”. It may have been moved or removed.`}
        >
          <Link to="/documents">See all documents</Link>
        </EmptyState>
      ) : view?.kind === 'sop' ? (
        <>
          <DocumentViewer document={view.document} titled={false} />
          <p className="document-page__back">
            <Link to="/documents">All documents</Link>
          </p>
        </>
      ) : view?.kind === 'category' ? (
        <div className="document-page">
          <DocumentViewer document={view.shown} />
          <nav aria-label={`${view.category} documents`}>
            <DocumentList
              documents={view.documents}
              label={`Documents of ${view.category}`}
              currentId={view.shown.id}
            />
            <p className="document-page__back">
              <Link to="/documents">All documents</Link>
            </p>
          </nav>
        </div>
      ) : view && (view.categories.length > 0 || view.sops.length > 0) ? (
        <div className="document-groups">
          <section aria-labelledby="category-documents">
            <h2 id="category-documents">Category documents</h2>
            {view.categories.map(([category, docs]) => (
              <div key={category} className="document-group">
                <h3>{category}</h3>
                <DocumentList documents={docs} label={`${category} documents`} />
              </div>
            ))}
          </section>
          <section aria-labelledby="sop-documents">
            <h2 id="sop-documents">Standard operating procedures</h2>
            <DocumentList documents={view.sops} label="Standard operating procedures" />
          </section>
        </div>
      ) : (
        <EmptyState title="No documents yet" message="Documents will appear here once published." />
      )}
    </div>
  );
}
