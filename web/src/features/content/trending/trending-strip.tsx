import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { TrendingItem } from '../../../../../shared/api/docs-operations';
import { catalogueLinks } from '../../../lib/catalogue-links';
import { Carousel } from './carousel';
import { loadTrending } from './load-trending';
import { cutDescription } from './trending-text';
import './trending.css';

type State =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: TrendingItem[] };

function TrendingCard({ item }: { item: TrendingItem }) {
  return (
    <article className="card trending-card">
      <h3 className="trending-card__title">
        <Link to={catalogueLinks.serviceDetail(item.category, item.service)}>{item.apiName}</Link>
      </h3>
      <p className="trending-card__category">{item.category}</p>
      <p className="trending-card__description">{cutDescription(item.apiDescription)}</p>
    </article>
  );
}

/**
 * The home page's Trending Services strip (spec §1, §4, §9): yesterday's most-called services,
 * or the fallback's, in a carousel. A loading skeleton while it asks; nothing at all if both
 * calls fail, since the home page reads well without it.
 */
export function TrendingStrip() {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    loadTrending(controller.signal).then(
      (items) => setState({ status: 'ready', items }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);

  if (state.status === 'failed' || (state.status === 'ready' && state.items.length === 0)) {
    return null;
  }
  return (
    <section className="trending container" aria-labelledby="trending-title">
      <h2 id="trending-title">Trending Services</h2>
      {state.status === 'loading' ? (
        <div role="status" aria-busy="true" className="trending__loading">
          <span className="visually-hidden">Loading trending services</span>
          <div className="trending__skeletons" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <div key={i} className="skeleton trending__skeleton" />
            ))}
          </div>
        </div>
      ) : (
        <Carousel
          label="Trending Services"
          slides={state.items.map((item) => ({
            key: `${item.category}/${item.service}`,
            content: <TrendingCard item={item} />,
          }))}
        />
      )}
    </section>
  );
}
