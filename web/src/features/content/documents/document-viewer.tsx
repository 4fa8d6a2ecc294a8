import type { PortalDocument } from './find-documents';

/**
 * A document in the page: the site's own PDFs inline (the browser's PDF viewer), with a download
 * link and a way out for browsers that show no PDF in a frame (most phones); a document hosted
 * elsewhere as a link, as the site's policy frames nothing from other origins.
 */
export function DocumentViewer({
  document,
  titled = true,
}: {
  document: PortalDocument;
  /** False when the page's heading already names the document. */
  titled?: boolean;
}) {
  const ownFile = document.url.startsWith('/');
  return (
    <section
      className="document-viewer"
      aria-label={titled ? undefined : document.title}
      aria-labelledby={titled ? 'document-viewer-title' : undefined}
    >
      <div className="document-viewer__bar">
        <div>
          {titled ? <h2 id="document-viewer-title">{document.title}</h2> : null}
          {document.description ? <p>{document.description}</p> : null}
        </div>
        <div className="document-viewer__actions">
          {ownFile ? (
            <a className="button" href={document.url} download>
              Download PDF
            </a>
          ) : null}
          <a
            className="button button--ghost"
            href={document.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            Open in a new tab<span className="visually-hidden"> (PDF)</span>
          </a>
        </div>
      </div>
      {ownFile ? (
        <>
          <iframe
            className="document-viewer__frame"
            title={`${document.title} (PDF)`}
            src={document.url}
          />
          <p className="document-viewer__fallback">
            Document not showing? Your browser may not display PDFs inside a page:{' '}
            <a href={document.url} download>
              download {document.title}
            </a>{' '}
            instead.
          </p>
        </>
      ) : (
        <p className="document-viewer__fallback">
          This document is hosted outside the portal: open it in a new tab.
        </p>
      )}
    </section>
  );
}
