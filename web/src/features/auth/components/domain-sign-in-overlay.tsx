import { Modal } from '../../../components/modal';
import { LoadingState } from '../../../components/loading-state';

/**
 * Blocks the screen while a directory sign-in completes (spec §2: a `code` query marks the
 * directory flow and blocks the screen until done). Nothing to press; Esc does nothing.
 */
export function DomainSignInOverlay() {
  return (
    <Modal title="Domain sign-in" onClose={() => undefined}>
      <LoadingState label="Completing domain sign-in…" />
    </Modal>
  );
}
