import { Link } from 'react-router-dom';
import { messages } from '../../../../shared/messages';

export function NoAccessPage() {
  return (
    <div className="container page">
      <title>No access · Marque</title>
      <div className="message-card">
        <p className="coming-soon__eyebrow">Restricted</p>
        <h1>{messages.notAuthorized}</h1>
        <p>
          This area is for administrators. If you need access, please contact the administrator.
        </p>
        <div className="coming-soon__links">
          <Link className="button" to="/">
            Go to the home page
          </Link>
          <Link className="button button--secondary" to="/contactus">
            Contact us
          </Link>
        </div>
      </div>
    </div>
  );
}
