import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { stageContact, loadStageContact } from '../../../testing/stage-contact';

afterEach(() => vi.useRealTimers());

describe('/contactus', () => {
  it('shows the Gurugram and New Delhi offices with their addresses and e-mail links', async () => {
    renderRoute('/contactus');
    const offices = await screen.findByRole('list', { name: 'Our offices' });
    const cards = within(offices).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Gurugram',
      'New Delhi',
    ]);
    expect(within(cards[0]!).getByText(/Gurugram, Haryana/)).toBeInTheDocument();
    expect(
      within(cards[1]!).getByRole('link', { name: 'api.newdelhi@marque.example' }),
    ).toHaveAttribute('href', 'mailto:api.newdelhi@marque.example');
    expect(screen.getByRole('link', { name: '1800-200-300' })).toHaveAttribute(
      'href',
      'tel:1800200300',
    );
  });

  it("shows the stage's addresses and phone from /config.json", async () => {
    loadStageContact();
    renderRoute('/contactus');
    const offices = await screen.findByRole('list', { name: 'Our offices' });
    const [gurugram, newDelhi] = within(offices).getAllByRole('listitem');
    expect(
      within(gurugram!).getByRole('link', { name: stageContact.officeEmails.gurugram }),
    ).toHaveAttribute('href', `mailto:${stageContact.officeEmails.gurugram}`);
    expect(
      within(newDelhi!).getByRole('link', { name: stageContact.officeEmails.newDelhi }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: '1800-111-222' })).toHaveAttribute(
      'href',
      'tel:1800111222',
    );
    expect(screen.queryByText(/marque\.example/)).toBeNull();
  });

  it('copies an office e-mail and shows the tick for 1 second', async () => {
    renderRoute('/contactus');
    const copy = await screen.findByRole('button', { name: 'Copy the Gurugram e-mail address' });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(writeText).toHaveBeenCalledWith('api.gurugram@marque.example');
    expect(copy).toHaveAccessibleName('the Gurugram e-mail address copied');
    expect(copy).toHaveTextContent('Copied');

    act(() => vi.advanceTimersByTime(999));
    expect(copy).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(copy).toHaveAccessibleName('Copy the Gurugram e-mail address');
    expect(copy).toHaveTextContent('Copy');
  });
});
