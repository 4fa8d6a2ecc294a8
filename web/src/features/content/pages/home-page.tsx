import { DecommissionBanner } from '../components/decommission-banner';
import { Hero } from '../components/hero';
import { HomeTour } from '../components/home-tour';
import { ValueBlocks } from '../components/value-blocks';
import '../home.css';

/** / and /home. What is not built yet is listed in app/coming-soon-routes.ts (notYetBuilt). */
export function HomePage() {
  return (
    <>
      <title>Marque API Marketplace</title>
      <DecommissionBanner />
      <Hero />
      <ValueBlocks />
      <HomeTour />
    </>
  );
}
