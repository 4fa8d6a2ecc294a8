import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { messages } from '../../../../shared/messages';
import { PageMeta } from '../../components/page-meta';

/** When a page fails to load or render. A failed chunk usually means a new version was deployed. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const staleChunk =
    error instanceof Error &&
    /dynamically imported module|Importing a module script/i.test(error.message);

  return (
    <div className="container page">
      <PageMeta
        title={`${notFound ? 'Page not found' : 'Something went wrong'} · Marque`}
        description="The Marque API Marketplace could not show this page: reload it or go back to the home page."
      />
      <div className="message-card">
        <h1>{notFound ? 'Page not found' : messages.somethingWentWrong}</h1>
        <p>
          {staleChunk
            ? 'A new version of the portal is available. Please reload the page.'
            : 'Please reload the page or go back to the home page.'}
        </p>
        <div className="message-card__links">
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Reload
          </button>
          <Link className="button button--secondary" to="/">
            Go to the home page
          </Link>
        </div>
      </div>
    </div>
  );
}
