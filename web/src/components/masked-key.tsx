import { useState } from 'react';
import './signed-in.css';
import { CopyButton } from './copy-button';

interface MaskedKeyProps {
  /** What the key belongs to, for the buttons' names, e.g. 'Vehicle Status key'. */
  label: string;
  /** The key as the server lists it: masked, last 4 characters shown. */
  masked: string;
  /** Fetches the key's value; called once, on Reveal or on the first Copy. */
  reveal: () => Promise<string>;
  onError: (error: unknown) => void;
}

/** An API key shown masked until the user asks to see it, with Copy (tick for 2 seconds). */
export function MaskedKey({ label, masked, reveal, onError }: MaskedKeyProps) {
  const [value, setValue] = useState<string>();
  const [shown, setShown] = useState(false);
  const [loading, setLoading] = useState(false);

  const load = async (): Promise<string> => {
    if (value !== undefined) return value;
    const revealed = await reveal();
    setValue(revealed);
    return revealed;
  };

  const toggle = async () => {
    if (loading) return;
    if (shown) {
      setShown(false);
      return;
    }
    setLoading(true);
    try {
      await load();
      setShown(true);
    } catch (error) {
      onError(error);
    } finally {
      setLoading(false);
    }
  };

  return (
    <span className="masked-key">
      <code className="masked-key__value">{shown && value ? value : masked}</code>
      <span className="masked-key__actions">
        <button
          type="button"
          className="button button--quiet button--small"
          aria-label={`${shown ? 'Hide' : 'Reveal'} ${label}`}
          aria-pressed={shown}
          onClick={() => void toggle()}
          // Not `disabled`: a focused button that is disabled drops keyboard focus to the page.
          aria-disabled={loading || undefined}
        >
          {shown ? 'Hide' : 'Reveal'}
        </button>
        <CopyButton label={label} value={load} onError={onError} />
      </span>
    </span>
  );
}
