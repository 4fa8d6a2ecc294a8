import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <div className="container page">
      <title>Page not found · Marque</title>
      <div className="message-card">
        <p className="coming-soon__eyebrow">404</p>
        <h1>Page not found</h1>
        <p>The page you asked for does not exist or has moved.</p>
        <div className="coming-soon__links">
          <Link className="button" to="/">
            Go to the home page
          </Link>
          <Link className="button button--secondary" to="/apis/category">
            Browse the API products
          </Link>
        </div>
      </div>
    </div>
  );
}
