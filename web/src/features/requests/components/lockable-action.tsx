import { useId } from 'react';

interface LockableActionProps {
  label: string;
  /** The accessible name, e.g. 'Cancel the request for fleet-app'. */
  name: string;
  /** Why the action is off (shown as its tooltip and read out), or undefined when it is on. */
  locked?: string;
  busy?: boolean;
  tone?: 'secondary' | 'danger';
  onClick: () => void;
}

/**
 * A row action that may be off: it stays focusable (aria-disabled) so its reason can be read,
 * as a tooltip on hover and focus and as its description.
 */
export function LockableAction({
  label,
  name,
  locked,
  busy = false,
  tone = 'secondary',
  onClick,
}: LockableActionProps) {
  const reasonId = useId();
  const off = Boolean(locked) || busy;
  return (
    <span className="lockable-action">
      <button
        type="button"
        className={`button button--small button--${tone}`}
        aria-label={name}
        aria-disabled={off ? true : undefined}
        aria-describedby={locked ? reasonId : undefined}
        title={locked}
        onClick={() => {
          if (!off) onClick();
        }}
      >
        {label}
      </button>
      {locked ? (
        <span id={reasonId} role="tooltip" className="lockable-action__tip">
          {locked}
        </span>
      ) : null}
    </span>
  );
}
