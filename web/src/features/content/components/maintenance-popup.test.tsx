import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { MaintenancePopup } from './maintenance-popup';

const slot = (overrides: Record<string, unknown> = {}) => ({
  kind: 'maintenance',
  id: 'w1',
  createdAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
  updatedBy: 'admin@marque.local',
  startsAt: '2026-11-26T20:00:00.000Z',
  endsAt: '2026-11-26T22:00:00.000Z',
  message: 'The portal is down for an upgrade; the APIs keep running.',
  ...overrides,
});
const now = () => new Date('2026-11-25T12:00:00.000Z');

beforeEach(() => {
  window.sessionStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('maintenance pop-up', () => {
  it('shows the coming window with its message and times, and closes by itself after 10 s', async () => {
    mockApi({ '/content/maintenance': { items: [slot()] } });
    render(<MaintenancePopup now={now} />);
    const dialog = await screen.findByRole('dialog', { name: 'Scheduled maintenance' });
    expect(dialog).toHaveAccessibleDescription(
      'The portal is down for an upgrade; the APIs keep running.',
    );
    expect(dialog).toHaveTextContent(/Coming up: from .+ to .+\./);
    expect(dialog.querySelector('time[datetime="2026-11-26T20:00:00.000Z"]')).not.toBeNull();
    expect(dialog.querySelector('time[datetime="2026-11-26T22:00:00.000Z"]')).not.toBeNull();

    // The dialog's effects (its timer among them) run once React has committed it.
    await act(() => Promise.resolve());
    // The fake clock also follows real time (shouldAdvanceTime): a margin for a busy machine.
    act(() => vi.advanceTimersByTime(9000));
    expect(screen.getByRole('dialog', { name: 'Scheduled maintenance' })).toBeVisible();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('dialog', { name: 'Scheduled maintenance' })).not.toBeInTheDocument();
  });

  it('says when the window is under way, and closes with its button', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mockApi({
      '/content/maintenance': { items: [slot({ startsAt: '2026-11-25T11:00:00.000Z' })] },
    });
    render(<MaintenancePopup now={now} />);
    const dialog = await screen.findByRole('dialog', { name: 'Scheduled maintenance' });
    expect(dialog).toHaveTextContent('Under way now');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows once per session, but again when the admin edits the window', async () => {
    const fetch = mockApi({ '/content/maintenance': { items: [slot()] } });
    const first = render(<MaintenancePopup now={now} />);
    await screen.findByRole('dialog', { name: 'Scheduled maintenance' });
    first.unmount();

    render(<MaintenancePopup now={now} />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    vi.unstubAllGlobals();
    mockApi({
      '/content/maintenance': { items: [slot({ updatedAt: '2026-11-24T00:00:00.000Z' })] },
    });
    render(<MaintenancePopup now={now} />);
    expect(await screen.findByRole('dialog', { name: 'Scheduled maintenance' })).toBeVisible();
  });

  it('shows nothing when no window is set', async () => {
    const fetch = mockApi({ '/content/maintenance': { items: [] } });
    render(<MaintenancePopup now={now} />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
