import { describe, expect, it } from 'vitest';
import { planTiers, usagePlans } from '../../shared/plans';
import { seedFaq, usagePlansAnswer } from './seed-faq';

describe('the seeded FAQ on usage plans', () => {
  it('states each plan as shared/plans.ts sets it, as the FAQ always said it', () => {
    expect(usagePlansAnswer()).toBe(
      'Basic: 100,000 calls a month, 200 calls a second, bursts of 100.\n' +
        'Standard: 1,000,000 a month, 500 a second, bursts of 250.\n' +
        'Advanced: 5,000,000 a month, 750 a second, bursts of 350.\n' +
        'Premium: 10,000,000 a month, 1,000 a second, bursts of 500.',
    );
  });

  it('follows a change of the plans', () => {
    const lines = usagePlansAnswer().split('\n');
    expect(lines).toHaveLength(planTiers.length);
    planTiers.forEach((tier, index) => {
      const { quotaPerMonth } = usagePlans[tier];
      expect(lines[index]).toContain(`${tier}: ${quotaPerMonth.toLocaleString('en-US')}`);
    });
    const answer = seedFaq.find((item) => item.id === 'seed-faq-plans-1')?.answer;
    expect(answer).toBe(usagePlansAnswer());
  });

  it('says pre-production offers only Basic', () => {
    const answer = seedFaq.find((item) => item.id === 'seed-faq-plans-3')?.answer;
    expect(answer).toContain('every subscription there uses the Basic plan.');
  });
});
