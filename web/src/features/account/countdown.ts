/** Whole seconds left of `ms`, never below zero (a countdown shows 00:01 until it ends). */
export function secondsLeft(ms: number): number {
  return Math.max(0, Math.ceil(ms / 1000));
}

/** mm:ss, e.g. 120 s → '02:00'. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = String(Math.floor(whole / 60)).padStart(2, '0');
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

/** '2 minutes', '1 minute', '30 seconds', '1 second'. */
export function describeDuration(seconds: number): string {
  if (seconds >= 60 && seconds % 60 === 0) {
    const minutes = seconds / 60;
    return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  }
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

/** The moments the countdown is read out: a screen reader hears these, not every second. */
const spokenMarks = [10, 30, 60] as const;

/**
 * What the polite live region says at `seconds` left of `totalSeconds`: the latest mark passed
 * ('30 seconds left before you are signed out.'), or '' before the first one.
 */
export function countdownAnnouncement(seconds: number, totalSeconds: number): string {
  const mark = spokenMarks.find((candidate) => seconds <= candidate && candidate < totalSeconds);
  return mark === undefined ? '' : `${describeDuration(mark)} left before you are signed out.`;
}
