import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SocialLinks } from './social-links';

describe('social links', () => {
  it.each(['LinkedIn', 'X', 'YouTube', 'GitHub'])(
    'links to %s in a new tab, without handing over the opener',
    (name) => {
      render(<SocialLinks />);
      const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    },
  );
});
