import { Link } from 'react-router-dom';
import '../public-pages.css';
import { PageMeta } from '../../../components/page-meta';

/** /workinprogress: where links to features still being built lead. */
export function WorkInProgressPage() {
  return (
    <div className="container page">
      <PageMeta
        title="Work in progress · Marque"
        description="This part of the Marque API Marketplace is being built; browse the API products or read how to get started meanwhile."
      />
      <div className="message-card">
        <p className="message-card__eyebrow">Work in progress</p>
        <h1>We are building this feature</h1>
        <p>
          It is not ready yet. Meanwhile, the API products, their documentation and your
          applications are all available.
        </p>
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
