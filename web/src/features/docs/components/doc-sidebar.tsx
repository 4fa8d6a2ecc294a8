import { Link } from 'react-router-dom';
import { messages } from '../../../../../shared/messages';
import type { ServiceDoc } from '../../../../../shared/docs/doc-model';
import { MethodPill } from '../../../components/method-pill';
import { catalogueLinks, contactAdministrator } from '../../../lib/catalogue-links';

type SidebarDoc = Pick<ServiceDoc, 'apiName' | 'version' | 'operations'>;

/**
 * The operations of the service version, the current one marked; 'No APIs Published' when there
 * are none for this visitor (a version without operations, or a service an admin unpublished).
 */
export function DocSidebar({ doc, current }: { doc: SidebarDoc; current?: string }) {
  return (
    <nav className="doc-sidebar" aria-label={`${doc.apiName} ${doc.version} APIs`}>
      <h2 className="doc-sidebar__title">
        {doc.apiName} <span className="doc-sidebar__version">{doc.version}</span>
      </h2>
      {doc.operations.length === 0 ? (
        <div className="doc-sidebar__empty">
          <p>
            <strong>{messages.noApisPublished}</strong>
          </p>
          <p>{contactAdministrator}</p>
        </div>
      ) : (
        <ul className="doc-sidebar__list">
          {doc.operations.map((operation) => (
            <li key={operation.name}>
              <Link
                className="doc-sidebar__link"
                to={catalogueLinks.apiDetail(operation.name, doc.version)}
                aria-current={operation.name === current ? 'page' : undefined}
              >
                <MethodPill method={operation.method} />
                <span>{operation.displayName || operation.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
