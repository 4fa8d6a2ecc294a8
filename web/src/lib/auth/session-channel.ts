/**
 * The tabs of one browser tell each other about sign-out on `BroadcastChannel('marque-session')`
 * (spec §4: sign-out clears storage and broadcasts to other tabs). A channel object never hears its
 * own messages, so the tab that signs out is not told twice.
 */
export const sessionChannelName = 'marque-session';

export type SessionMessage = 'signed-out';

function openChannel(): BroadcastChannel | null {
  try {
    return typeof BroadcastChannel === 'function' ? new BroadcastChannel(sessionChannelName) : null;
  } catch {
    return null;
  }
}

/** Tells every other tab the session ended. */
export function broadcastSignedOut(): void {
  const channel = openChannel();
  if (!channel) return;
  try {
    channel.postMessage('signed-out' satisfies SessionMessage);
  } finally {
    channel.close();
  }
}

/** Calls `listener` when another tab signs out; returns the unsubscribe. */
export function onSignedOutElsewhere(listener: () => void): () => void {
  const channel = openChannel();
  if (!channel) return () => undefined;
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (event.data === ('signed-out' satisfies SessionMessage)) listener();
  };
  return () => channel.close();
}
