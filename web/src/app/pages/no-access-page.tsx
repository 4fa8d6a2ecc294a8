import { Link } from 'react-router-dom';
import { messages } from '../../../../shared/messages';
import { PageMeta } from '../../components/page-meta';

export function NoAccessPage() {
  return (
    <div className="container page">
      <PageMeta
        title="No access · Marque"
        description="This area of the Marque API Marketplace is for administrators; contact us if you need access."
      />
      <div className="message-card">
        <p className="message-card__eyebrow">Restricted</p>
        <h1>{messages.notAuthorized}</h1>
        <p>
          This area is for administrators. If you need access, please contact the administrator.
        </p>
        <div className="message-card__links">
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
