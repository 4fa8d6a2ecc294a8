import { lazy, Suspense } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';
import { Hero } from '../components/hero';
import { ValueBlocks } from '../components/value-blocks';
import { BusinessSection } from '../home/business-section';
import { ProgrammeCarousel } from '../home/programme-carousel';
import '../home.css';
import { PageMeta } from '../../../components/page-meta';

// The banners come from the content API: their call and contract load after the first paint.
const ContentBanners = lazy(() =>
  import('../components/content-banners').then((m) => ({ default: m.ContentBanners })),
);

// Off the entry and the home chunk: the strip and its carousel come after the first paint.
const TrendingStrip = lazy(() =>
  import('../trending/trending-strip').then((m) => ({ default: m.TrendingStrip })),
);

// Only signed-in users get the tour, so visitors never load it nor the account contract it reads.
const HomeTour = lazy(() =>
  import('../components/home-tour').then((m) => ({ default: m.HomeTour })),
);

/** / and /home (spec §1): banners, hero, programme carousel, trending, business, value blocks. */
export function HomePage() {
  const { status, user } = useAuth();
  return (
    <>
      <PageMeta
        title="Marque API Marketplace"
        description="Browse, try and subscribe to the connected-car APIs of Marque: vehicle status, sales, partner and parking services, documented with live try-out."
      />
      <Suspense fallback={null}>
        <ContentBanners />
      </Suspense>
      {/* While the session is still unknown (and in the pre-rendered page) a visitor is assumed. */}
      <Hero offerRegistration={status !== 'signedIn'} />
      <ProgrammeCarousel />
      <Suspense fallback={null}>
        <TrendingStrip />
      </Suspense>
      <BusinessSection />
      <ValueBlocks />
      {user && (
        <Suspense fallback={null}>
          <HomeTour />
        </Suspense>
      )}
    </>
  );
}
