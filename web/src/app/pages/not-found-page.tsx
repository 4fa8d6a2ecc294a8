import { Link } from 'react-router-dom';
import { HeaderSearch } from '../../components/header-search/header-search';
import { PageMeta } from '../../components/page-meta';

/** Any path the router does not know: a way on by search, the catalogue or the home page. */
export function NotFoundPage() {
  return (
    <div className="container page">
      <PageMeta
        title="Page not found · Marque"
        description="This page of the Marque API Marketplace does not exist or has moved: search the APIs, browse the API products or go home."
      />
      <div className="message-card">
        <p className="message-card__eyebrow">404</p>
        <h1>Page not found</h1>
        <p>The page you asked for does not exist or has moved. Search for an API or an answer:</p>
        <div className="message-card__search">
          <HeaderSearch />
        </div>
        <div className="message-card__links">
          <Link className="button" to="/apis/category">
            Browse the API products
          </Link>
          <Link className="button button--secondary" to="/">
            Go to the home page
          </Link>
        </div>
      </div>
    </div>
  );
}
