/**
 * The app's open modal dialogs, which a guided tour must never cover: an element with role
 * dialog or alertdialog and aria-modal="true" (Modal, the side panel), or a <dialog> that is open.
 * The tour's own popover (driver.js, role dialog without aria-modal) is never one of them.
 */
const modalSelector = [
  '[role="dialog"][aria-modal="true"]',
  '[role="alertdialog"][aria-modal="true"]',
  'dialog[open]',
].join(', ');

const tourPopover = '.driver-popover';

export function isModalDialogOpen(root: ParentNode = document): boolean {
  return Array.from(root.querySelectorAll(modalSelector)).some(
    (element) => !element.closest(tourPopover),
  );
}

/**
 * Calls `onChange` with whether a modal dialog is open, each time that changes (the DOM is
 * watched: dialogs added or removed, `open`, `role` or `aria-modal` set). Returns the unwatch.
 */
export function watchModalDialogs(onChange: (open: boolean) => void): () => void {
  let open = isModalDialogOpen();
  const observer = new MutationObserver(() => {
    const now = isModalDialogOpen();
    if (now === open) return;
    open = now;
    onChange(now);
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['open', 'role', 'aria-modal'],
  });
  return () => observer.disconnect();
}

/** Resolves once no modal dialog is open (at once when none is); rejects when `signal` aborts. */
export function noModalDialogOpen(signal?: AbortSignal): Promise<void> {
  if (!isModalDialogOpen()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const stop = watchModalDialogs((open) => {
      if (open) return;
      finish();
      resolve();
    });
    const aborted = () => {
      finish();
      reject(signal?.reason);
    };
    const finish = () => {
      stop();
      signal?.removeEventListener('abort', aborted);
    };
    signal?.addEventListener('abort', aborted, { once: true });
  });
}
