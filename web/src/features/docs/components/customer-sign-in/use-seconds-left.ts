import { useEffect, useState } from 'react';

function secondsUntil(until: number | undefined): number {
  return until === undefined ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000));
}

/** Whole seconds until `until` (a time in ms), counting down once a second; 0 once passed. */
export function useSecondsLeft(until: number | undefined): number {
  const [count, setCount] = useState(() => ({ until, left: secondsUntil(until) }));
  // A new end time starts a new count at once (state adjusted while rendering, not in an effect).
  if (count.until !== until) setCount({ until, left: secondsUntil(until) });

  useEffect(() => {
    if (until === undefined) return;
    const timer = setInterval(() => {
      const left = secondsUntil(until);
      setCount({ until, left });
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return count.until === until ? count.left : secondsUntil(until);
}
