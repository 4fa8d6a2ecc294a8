import { Link } from 'react-router-dom';
import { catalogueLinks } from '../../../lib/catalogue-links';
import './home-sections.css';

const uses = [
  {
    title: 'Connected-car apps',
    text: 'Let owners sign in with a one-time password, see their car’s status and lock, unlock or warm it up from their phone.',
    category: 'Customer',
  },
  {
    title: 'Fleet operations',
    text: 'Follow fleet positions, fuel and driving behaviour, order spare parts and check warranty cover before a repair.',
    category: 'Operations',
  },
  {
    title: 'Dealers and workshops',
    text: 'Find outlets of the dealer network and book workshop appointments straight from your dealer system.',
    category: 'Partner',
  },
  {
    title: 'Sales and financing',
    text: 'Quote on-road prices, work out loan instalments, book test drives and place vehicle orders.',
    category: 'Presales',
  },
  {
    title: 'Insurance and documents',
    text: 'Read number plates from photos and the fields of driving licences and registration certificates for faster claims.',
    category: 'OCR',
  },
  {
    title: 'Parking and mobility',
    text: 'Show free bays and EV chargers at partner car parks and reserve one, with entry by number-plate recognition.',
    category: 'Parking Management',
  },
] as const;

/** The home page's business section (spec §1): what partners build, each leading to its category. */
export function BusinessSection() {
  return (
    <section className="business container" aria-labelledby="business-title">
      <h2 id="business-title">What partners build with Marque</h2>
      <p className="business__lead">
        Partners and in-house teams use the same APIs to serve drivers, fleets and dealers.
      </p>
      <ul className="business__grid">
        {uses.map((use) => (
          <li key={use.title} className="card business-card">
            <h3>{use.title}</h3>
            <p>{use.text}</p>
            <Link className="business-card__link" to={catalogueLinks.services(use.category)}>
              {use.category} APIs{' '}
              <span className="visually-hidden">for {use.title.toLowerCase()}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
