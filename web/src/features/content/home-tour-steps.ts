import { tourTarget, type TourStep } from '../../components/guided-tour/tour-step';

/**
 * The home tour (spec §1). The header belongs to the app layout, so its targets are the header's
 * own markup: the desktop PRODUCT link and user menu, or the Menu button on small screens.
 */
export const homeTourSteps: readonly TourStep[] = [
  {
    target: tourTarget('home-product-cta'),
    title: 'Explore the catalogue',
    description:
      'Explore the APIs opens the API categories: browse their services, versions and documentation.',
    side: 'bottom',
  },
  {
    target: '.main-nav a[href="/apis/category"]',
    title: 'PRODUCT, from any page',
    description:
      'The PRODUCT link in the header brings you back to the catalogue wherever you are.',
    side: 'bottom',
    align: 'center',
  },
  {
    target: ['.main-nav .user-menu__button', '.site-header .menu-button'],
    title: 'Your account',
    description:
      'Your profile, requests, applications and dashboard are in this menu, and so is Sign Out.',
    side: 'bottom',
    align: 'end',
  },
  {
    target: tourTarget('home-value-blocks'),
    title: 'Why build on Marque',
    description:
      'Quick integration, self-service, open standards and security: what the portal gives you.',
    side: 'top',
  },
];
