import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localSiteContact } from '../../../../shared/site-contact';
import { stageContact, loadStageContact } from '../../testing/stage-contact';
import { SocialLinks, socialLinks } from './social-links';

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

  it("links to the stage's channels, the local placeholders only without them", () => {
    const hrefs = () => screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    const { unmount } = render(<SocialLinks />);
    expect(hrefs()).toEqual(Object.values(localSiteContact.social));
    unmount();
    loadStageContact();
    render(<SocialLinks />);
    expect(hrefs()).toEqual([
      stageContact.social.linkedin,
      stageContact.social.x,
      stageContact.social.youtube,
      stageContact.social.github,
    ]);
  });

  it('draws every icon from a symbol the sprite holds', () => {
    const sprite = readFileSync('web/public/icons/social.svg', 'utf8');
    const { container } = render(<SocialLinks />);
    const uses = [...container.querySelectorAll('use')].map((use) => use.getAttribute('href'));
    expect(uses).toEqual(socialLinks.map((link) => `/icons/social.svg#${link.icon}`));
    for (const link of socialLinks) expect(sprite).toContain(`<symbol id="${link.icon}"`);
  });
});
