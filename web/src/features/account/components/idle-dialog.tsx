import { useEffect, useState } from 'react';
import { Modal } from '../../../components/modal';
import {
  countdownAnnouncement,
  describeDuration,
  formatCountdown,
  secondsLeft,
} from '../countdown';

interface IdleDialogProps {
  /** The whole countdown (spec §4: 120 s). */
  countdownMs: number;
  /** Milliseconds left before sign-out, from the idle timer (kept in step across tabs). */
  getRemainingTime: () => number;
  onStay: () => void;
  onSignOut: () => void;
}

/**
 * 'Are you still there?': counts down (mm:ss) to the automatic sign-out. The countdown is a
 * `timer` (not read out every second); a polite live region speaks at 60, 30 and 10 seconds.
 * Esc counts as 'I'm here'.
 */
export function IdleDialog({ countdownMs, getRemainingTime, onStay, onSignOut }: IdleDialogProps) {
  const [remainingMs, setRemainingMs] = useState(() => Math.min(getRemainingTime(), countdownMs));

  useEffect(() => {
    const interval = window.setInterval(() => setRemainingMs(getRemainingTime()), 250);
    return () => window.clearInterval(interval);
  }, [getRemainingTime]);

  const totalSeconds = secondsLeft(countdownMs);
  const seconds = Math.min(secondsLeft(remainingMs), totalSeconds);

  return (
    <Modal
      role="alertdialog"
      title="Are you still there?"
      onClose={onStay}
      description={
        <p>
          You have been inactive for a while. For your security you will be signed out in{' '}
          {describeDuration(totalSeconds)} unless you choose I&apos;m here.
        </p>
      }
      actions={
        <>
          <button type="button" className="button" onClick={onStay}>
            I&apos;m here
          </button>
          <button type="button" className="button button--secondary" onClick={onSignOut}>
            Sign out
          </button>
        </>
      }
    >
      <p className="idle-countdown">
        Signing out in{' '}
        <span role="timer" className="idle-countdown__time">
          {formatCountdown(seconds)}
        </span>
      </p>
      <p className="visually-hidden" aria-live="polite">
        {countdownAnnouncement(seconds, totalSeconds)}
      </p>
    </Modal>
  );
}
