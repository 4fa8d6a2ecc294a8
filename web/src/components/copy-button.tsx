import { useEffect, useState } from 'react';
import './signed-in.css';

/** How long the tick stays after a copy (spec §9: 2 seconds). */
export const copyTickMs = 2_000;

interface CopyButtonProps {
  /** The text to copy, or a function that fetches it (e.g. a key not revealed yet). */
  value: string | (() => Promise<string>);
  /** What is copied, for the accessible name: 'Copy {label}'. */
  label: string;
  onError?: (error: unknown) => void;
  /** How long the tick stays (the contact page's is 1 second). */
  tickMs?: number;
}

/** Copies to the clipboard and shows a tick, for 2 seconds unless told. */
export function CopyButton({ value, label, onError, tickMs = copyTickMs }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), tickMs);
    return () => clearTimeout(timer);
  }, [copied, tickMs]);

  const copy = async () => {
    try {
      const text = typeof value === 'string' ? value : await value();
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch (error) {
      onError?.(error);
    }
  };

  return (
    <button
      type="button"
      className="button button--quiet button--small copy-button"
      aria-label={copied ? `${label} copied` : `Copy ${label}`}
      onClick={() => void copy()}
    >
      {copied ? <span aria-hidden="true">✓</span> : null}
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
