import { Link } from 'react-router-dom';
import { documentLink, type PortalDocument } from './find-documents';

interface DocumentListProps {
  documents: readonly PortalDocument[];
  label: string;
  /** The document in the viewer, marked as current. */
  currentId?: string;
}

/** Documents as links to where /documents shows them, each with its description. */
export function DocumentList({ documents, label, currentId }: DocumentListProps) {
  return (
    <ul className="document-list" aria-label={label}>
      {documents.map((doc) => (
        <li key={doc.id}>
          <Link
            to={documentLink(doc)}
            className="document-list__link"
            aria-current={doc.id === currentId ? 'page' : undefined}
          >
            <span className="document-list__icon" aria-hidden="true">
              PDF
            </span>
            <span>
              <span className="document-list__title">{doc.title}</span>
              {doc.description ? (
                <span className="document-list__description">{doc.description}</span>
              ) : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
