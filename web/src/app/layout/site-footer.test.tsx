import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { loadStageContact, stageContact } from '../../testing/stage-contact';

async function footer() {
  await screen.findByRole('heading', { level: 1, name: 'APIs that move cars' });
  return screen.getByRole('contentinfo');
}

describe('footer', () => {
  it('gives the support phone and e-mail', async () => {
    renderRoute('/');
    const site = await footer();
    expect(within(site).getByRole('link', { name: /1800-200-300/ })).toHaveAttribute(
      'href',
      'tel:1800200300',
    );
    expect(within(site).getByRole('link', { name: /@marque\.example/ })).toBeVisible();
  });

  it("gives the stage's support phone and e-mail when /config.json has them", async () => {
    loadStageContact();
    renderRoute('/');
    const site = await footer();
    expect(within(site).getByRole('link', { name: 'Call 1800-111-222' })).toHaveAttribute(
      'href',
      'tel:1800111222',
    );
    expect(within(site).getByRole('link', { name: stageContact.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${stageContact.supportEmail}`,
    );
    expect(within(site).queryByText(/marque\.example/)).toBeNull();
  });

  it('opens the twelve clauses of the Terms Of Use from "Terms of use", and closes them', async () => {
    const { user } = renderRoute('/');
    const site = await footer();
    const terms = within(site).getByRole('button', { name: 'Terms of use' });
    await user.click(terms);

    const dialog = await screen.findByRole('dialog', { name: 'Terms Of Use' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(12);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Terms Of Use' })).not.toBeInTheDocument();
    expect(terms).toHaveFocus();
  });
});
