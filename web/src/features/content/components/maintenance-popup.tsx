import { useEffect, useState } from 'react';
import {
  listPublicContent,
  type ContentItemOf,
} from '../../../../../shared/api/content-operations';
import { Modal } from '../../../components/modal';
import { callOperation } from '../../../lib/api-client';
import { hasFlag, noticeKey, setFlag } from './notice-storage';

type MaintenanceWindow = ContentItemOf<'maintenance'>;

/** Spec §2, §9: the pop-up shows for 10 seconds. */
export const maintenancePopupMs = 10_000;

/** Shown once per browser session; an edited window shows again. */
export const maintenanceShownKey = (slot: MaintenanceWindow) =>
  noticeKey('maintenance.shown', slot);

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Time({ value }: { value: string }) {
  return <time dateTime={value}>{when.format(new Date(value))}</time>;
}

/**
 * The scheduled-maintenance pop-up (spec §2): when the content API has a window under way or
 * coming, a dialog at load gives its message and times; it closes by itself after 10 s or by its
 * button, and shows once per session.
 */
export function MaintenancePopup({ now = () => new Date() }: { now?: () => Date }) {
  const [slot, setSlot] = useState<MaintenanceWindow | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    callOperation(listPublicContent, {
      params: { kind: 'maintenance' },
      signal: controller.signal,
    }).then(
      ({ items }) => {
        const next = items.find((item): item is MaintenanceWindow => item.kind === 'maintenance');
        if (!next || hasFlag('sessionStorage', maintenanceShownKey(next))) return;
        setFlag('sessionStorage', maintenanceShownKey(next));
        setSlot(next);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  const open = slot !== null;
  useEffect(() => {
    if (!open) return undefined;
    const timer = window.setTimeout(() => setSlot(null), maintenancePopupMs);
    return () => window.clearTimeout(timer);
  }, [open]);

  if (!slot) return null;
  const close = () => setSlot(null);
  const underWay = Date.parse(slot.startsAt) <= now().getTime();
  return (
    <Modal
      title="Scheduled maintenance"
      onClose={close}
      closeLabel="Close maintenance notice"
      description={<p>{slot.message}</p>}
      actions={
        <button type="button" className="button" onClick={close}>
          OK
        </button>
      }
    >
      <p>
        <strong>{underWay ? 'Under way now' : 'Coming up'}:</strong> from{' '}
        <Time value={slot.startsAt} /> to <Time value={slot.endsAt} />.
      </p>
      <p className="maintenance-popup__note">
        This notice closes by itself after {maintenancePopupMs / 1000} seconds.
      </p>
    </Modal>
  );
}
