import { describe, expect, it } from 'vitest';
import { faqTabFrom, faqTabParam, filterFaq } from './faq-filter';

const entries = [
  { tab: 'General', question: 'What is Marque?', answer: 'The developer portal.' },
  { tab: 'General', question: 'Who can sign in?', answer: 'Registered partners and staff.' },
  { tab: 'Usage Plans', question: 'What is the Basic plan?', answer: '100000 calls a month.' },
] as const;

describe('faq tabs in the URL', () => {
  it('names each tab by its slug and reads it back', () => {
    expect(faqTabParam('API Related')).toBe('api-related');
    expect(faqTabFrom('usage-plans')).toBe('Usage Plans');
    expect(faqTabFrom('SOPs')).toBe('SOPs');
  });

  it('reads the tab names the header search links to (/faq?tab=API%20Related)', () => {
    expect(faqTabFrom(new URLSearchParams('tab=API%20Related').get('tab'))).toBe('API Related');
    expect(faqTabFrom('Usage Plans')).toBe('Usage Plans');
  });

  it('falls back to General for a missing or unknown tab', () => {
    expect(faqTabFrom(null)).toBe('General');
    expect(faqTabFrom('pricing')).toBe('General');
  });
});

describe('filterFaq', () => {
  it('keeps the tab’s entries whose question or answer has every word, any case', () => {
    expect(filterFaq(entries, 'General', '').map((e) => e.question)).toEqual([
      'What is Marque?',
      'Who can sign in?',
    ]);
    expect(filterFaq(entries, 'General', 'PARTNERS staff').map((e) => e.question)).toEqual([
      'Who can sign in?',
    ]);
    expect(filterFaq(entries, 'General', 'portal').map((e) => e.question)).toEqual([
      'What is Marque?',
    ]);
  });

  it('searches only the current tab', () => {
    expect(filterFaq(entries, 'General', 'basic')).toEqual([]);
    expect(filterFaq(entries, 'Usage Plans', 'basic')).toHaveLength(1);
  });
});
