import { Link } from 'react-router-dom';
import { siteContact } from '../../lib/site-facts';
import { FooterTermsButton } from './footer-terms-button';
import { SocialLinks } from './social-links';
import { StayTunedForm } from './stay-tuned-form';
import './site-footer.css';

export function SiteFooter() {
  const contact = siteContact();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__grid">
          <section aria-labelledby="footer-about">
            <h2 id="footer-about">Marque API Marketplace</h2>
            <p>Connected-car, sales and partner APIs of Marque, for partners and in-house teams.</p>
            <h3 className="site-footer__follow">Follow Marque</h3>
            <SocialLinks />
          </section>
          <nav aria-labelledby="footer-explore">
            <h2 id="footer-explore">Explore</h2>
            <ul>
              <li>
                <Link to="/apis/category">API products</Link>
              </li>
              <li>
                <Link to="/getting-started-new">Getting started</Link>
              </li>
              <li>
                <Link to="/faq">FAQ</Link>
              </li>
              <li>
                <Link to="/blogs">What&apos;s new</Link>
              </li>
            </ul>
          </nav>
          <section aria-labelledby="footer-support">
            <h2 id="footer-support">Need support?</h2>
            <ul>
              <li>
                <a href={contact.supportPhoneHref}>Call {contact.supportPhone}</a>
              </li>
              <li>
                <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a>
              </li>
              <li>
                <Link to="/contactus">Contact us</Link>
              </li>
            </ul>
          </section>
          <StayTunedForm />
        </div>
        <p className="site-footer__legal">
          © {new Date().getFullYear()} Marque. <FooterTermsButton />
        </p>
      </div>
    </footer>
  );
}
