import { describe, expect, it } from 'vitest';
import { isTourDone, markTourDone, tourFlagKey } from './tour-flags';

describe('tour flags', () => {
  it('keys the flag by user e-mail and page', () => {
    expect(tourFlagKey('Dev@Partner.example ', 'home')).toBe(
      'marque.tour.dev@partner.example.home',
    );
    expect(tourFlagKey('dev@partner.example', 'service-detail')).toBe(
      'marque.tour.dev@partner.example.service-detail',
    );
  });

  it('is unset until marked, then set for that user and page only', () => {
    expect(isTourDone('dev@partner.example', 'home')).toBe(false);
    markTourDone('dev@partner.example', 'home');
    expect(window.localStorage.getItem('marque.tour.dev@partner.example.home')).toBe('1');
    expect(isTourDone('DEV@partner.example', 'home')).toBe(true);
    expect(isTourDone('dev@partner.example', 'category')).toBe(false);
    expect(isTourDone('other@partner.example', 'home')).toBe(false);
  });
});
