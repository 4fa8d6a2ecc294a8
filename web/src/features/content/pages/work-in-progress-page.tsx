import { Link } from 'react-router-dom';
import '../public-pages.css';

/** /workinprogress: where links to features still being built lead. */
export function WorkInProgressPage() {
  return (
    <div className="container page">
      <title>Work in progress · Marque</title>
      <div className="message-card">
        <p className="coming-soon__eyebrow">Work in progress</p>
        <h1>We are building this feature</h1>
        <p>
          It is not ready yet. Meanwhile, the API products, their documentation and your
          applications are all available.
        </p>
        <div className="coming-soon__links">
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
