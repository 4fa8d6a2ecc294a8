import { act, fireEvent, screen, within } from '@testing-library/react';
import { createMocks } from 'react-idle-timer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../../shared/messages';
import { setConfig } from '../../../lib/config';
import { developer, fakeAuth } from '../../../testing/fake-auth';
import { testConfig } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

/** Shortened through config `timers` (spec: 13 min + 120 s); the countdown keeps its 120 s. */
const idleTimeoutMs = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  createMocks(); // the idle timer takes the fake clock's timers
  setConfig({ ...testConfig, timers: { idleTimeoutMs, idleCountdownMs: 120_000 } });
});

afterEach(() => {
  vi.useRealTimers();
  createMocks();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

async function signedInAt(path: string) {
  const auth = fakeAuth(developer);
  const view = renderRoute(path, auth);
  await screen.findByRole('heading', { name: messages.notAuthorized });
  // Let the lazily loaded idle timer mount.
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  return view;
}

async function idleDialog() {
  return screen.findByRole('alertdialog', { name: 'Are you still there?' });
}

describe('idle session', () => {
  it('asks after the idle timeout and counts down from 02:00', async () => {
    await signedInAt('/noAccess');
    advance(idleTimeoutMs - 1000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    advance(1000);
    const dialog = await idleDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('timer')).toHaveTextContent('02:00');
    expect(within(dialog).getByRole('button', { name: "I'm here" })).toHaveFocus();

    advance(1000);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('01:59');
    advance(59_000);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('01:00');
    expect(within(dialog).getByText('1 minute left before you are signed out.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it("closes on I'm here and starts the wait again, without signing out", async () => {
    const { user, auth } = await signedInAt('/noAccess');
    advance(idleTimeoutMs);
    const dialog = await idleDialog();
    advance(30_000);
    await user.click(within(dialog).getByRole('button', { name: "I'm here" }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    advance(idleTimeoutMs - 1000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    advance(1000);
    expect(within(await idleDialog()).getByRole('timer')).toHaveTextContent('02:00');
    expect(auth.signOut).not.toHaveBeenCalled();
  });

  it('treats Esc as I am here', async () => {
    const { user } = await signedInAt('/noAccess');
    advance(idleTimeoutMs);
    await idleDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('signs out when the countdown reaches zero, and goes home', async () => {
    const { auth, router } = await signedInAt('/noAccess');
    advance(idleTimeoutMs);
    const dialog = await idleDialog();
    advance(119_000);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('00:01');
    expect(auth.signOut).not.toHaveBeenCalled();
    advance(1000);
    expect(auth.signOut).toHaveBeenCalledOnce();
    expect(await screen.findByRole('heading', { name: 'APIs that move cars' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('signs out on Sign out', async () => {
    const { user, auth } = await signedInAt('/noAccess');
    advance(idleTimeoutMs);
    const dialog = await idleDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(auth.signOut).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("reports the user's activity to keep the server's session alive", async () => {
    const { auth } = await signedInAt('/noAccess');
    expect(auth.reportActivity).not.toHaveBeenCalled();
    fireEvent.keyDown(document, { key: 'a' });
    expect(auth.reportActivity).toHaveBeenCalled();
  });

  it('reports nothing while it asks whether the user is still there', async () => {
    const { auth } = await signedInAt('/noAccess');
    advance(idleTimeoutMs);
    await idleDialog();
    vi.mocked(auth.reportActivity).mockClear();
    fireEvent.mouseMove(document);
    advance(1000);
    fireEvent.keyDown(document, { key: 'a' });
    expect(auth.reportActivity).not.toHaveBeenCalled();
  });

  it('does not run for visitors', async () => {
    const { auth } = renderRoute('/noAccess');
    await screen.findByRole('heading', { name: messages.notAuthorized });
    fireEvent.keyDown(document, { key: 'a' });
    advance(idleTimeoutMs + 120_000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(auth.reportActivity).not.toHaveBeenCalled();
  });
});
