import { Link } from 'react-router-dom';
import { HeroIllustration } from './hero-illustration';

interface HeroProps {
  /** Whether to offer registration: to visitors, not to signed-in users. */
  offerRegistration?: boolean;
}

export function Hero({ offerRegistration = false }: HeroProps) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="hero__eyebrow">Marque API Marketplace</p>
          <h1 id="hero-title">APIs that move cars</h1>
          <p className="hero__lead">
            Vehicle status, sales, partner and parking services of Marque as secure, documented
            APIs. Browse the catalogue, get a sandbox key in minutes and go to production when you
            are ready.
          </p>
          <div className="hero__actions">
            <Link className="button hero__cta" to="/apis/category" data-tour="home-product-cta">
              Explore the APIs
            </Link>
            {offerRegistration ? (
              <Link className="button hero__register" to="/register">
                Register
              </Link>
            ) : null}
            <Link className="button button--ghost" to="/getting-started-new">
              Getting started
            </Link>
          </div>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
