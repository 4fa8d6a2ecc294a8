import { Link } from 'react-router-dom';
import { Breadcrumb } from '../../../components/breadcrumb';
import { CopyButton } from '../../../components/copy-button';
import { siteContact } from '../../../lib/site-facts';
import { contactCopyTickMs, offices } from '../contact/offices';
import '../public-pages.css';
import { PageMeta } from '../../../components/page-meta';

/** /contactus: the two offices, each with its address and an e-mail to write to or copy. */
export function ContactPage() {
  const contact = siteContact();
  return (
    <div className="container page">
      <PageMeta
        title="Contact us · Marque"
        description="Write to Marque's API teams in Gurugram and New Delhi, or call API support."
      />
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Contact us' }]} />
      <header className="page-header">
        <h1>Contact us</h1>
        <p>
          Our API teams answer partners and developers from two offices. For a question about an
          API, a key or a request, the quickest way is to{' '}
          <Link to="/sendQuery">send us a query</Link>.
        </p>
      </header>
      <ul className="office-grid" aria-label="Our offices">
        {offices.map((office) => {
          const email = contact.officeEmails[office.emailKey];
          return (
            <li key={office.city} className="card office-card">
              <h2>{office.city}</h2>
              <p className="office-card__role">{office.role}</p>
              <address>
                {office.addressLines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
              <p className="office-card__hours">{office.hours}</p>
              <div className="office-card__email">
                <a href={`mailto:${email}`}>{email}</a>
                <CopyButton
                  value={email}
                  label={`the ${office.city} e-mail address`}
                  tickMs={contactCopyTickMs}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <section className="support-strip" aria-labelledby="support-heading">
        <h2 id="support-heading">Need support now?</h2>
        <p>
          Call <a href={contact.supportPhoneHref}>{contact.supportPhone}</a> (toll free) or write to{' '}
          <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a>.
        </p>
      </section>
    </div>
  );
}
