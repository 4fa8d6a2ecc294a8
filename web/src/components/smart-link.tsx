import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { safeHref } from '../lib/safe-href';

interface SmartLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  /** Extra words for screen readers, e.g. which category an Overview belongs to. */
  label?: string;
}

/** A link from data: router link in the app, new tab outside, nothing when unsafe. */
export function SmartLink({ href, className, children, label }: SmartLinkProps) {
  const target = safeHref(href);
  if (!target) return null;
  if (target.kind === 'internal') {
    return (
      <Link to={target.to} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={target.href}
      className={className}
      aria-label={label ? `${label} (opens in a new tab)` : undefined}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
    </a>
  );
}
