import type { ReactNode } from 'react';

/**
 * The maker's social channels (spec §1 footer). The spec names none, so these are reserved
 * `.example` placeholders until marketing gives the real addresses.
 */
export const socialLinks = [
  { name: 'LinkedIn', href: 'https://www.linkedin.example/company/marque' },
  { name: 'X', href: 'https://x.example/marque' },
  { name: 'YouTube', href: 'https://www.youtube.example/@marque' },
  { name: 'GitHub', href: 'https://github.example/marque' },
] as const;

type SocialName = (typeof socialLinks)[number]['name'];

// Outline icons on a 24-unit grid, drawn in the text colour.
const icons: Record<SocialName, ReactNode> = {
  LinkedIn: (
    <>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect x="2" y="9" width="4" height="12" />
      <circle cx="4" cy="4" r="2" />
    </>
  ),
  X: (
    <>
      <path d="M4 4h4.5L20 20h-4.5z" />
      <path d="M20 4l-6.6 7.2M10.6 12.8L4 20" />
    </>
  ),
  YouTube: (
    <>
      <path d="M22.5 6.4a2.8 2.8 0 0 0-1.9-2C18.9 4 12 4 12 4s-6.9 0-8.6.5a2.8 2.8 0 0 0-1.9 2A29 29 0 0 0 1 11.8a29 29 0 0 0 .5 5.3 2.8 2.8 0 0 0 1.9 1.9c1.7.5 8.6.5 8.6.5s6.9 0 8.6-.5a2.8 2.8 0 0 0 1.9-2 29 29 0 0 0 .5-5.2 29 29 0 0 0-.5-5.4z" />
      <path d="M9.8 15l5.7-3.2-5.7-3.3z" />
    </>
  ),
  GitHub: (
    <path d="M9 19c-5 1.5-5-2.5-7-3m14 6v-3.9a3.4 3.4 0 0 0-.9-2.6c3.1-.4 6.4-1.5 6.4-7A5.4 5.4 0 0 0 20 4.8 5.1 5.1 0 0 0 19.9 1S18.7.7 16 2.5a13.4 13.4 0 0 0-7 0C6.3.7 5.1 1 5.1 1A5.1 5.1 0 0 0 5 4.8a5.4 5.4 0 0 0-1.5 3.8c0 5.4 3.3 6.6 6.4 7A3.4 3.4 0 0 0 9 18.1V22" />
  ),
};

/** The footer's row of social links, each opening in a new tab. */
export function SocialLinks() {
  return (
    <ul className="social-links">
      {socialLinks.map((link) => (
        <li key={link.name}>
          <a
            className="social-links__link"
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            <svg
              viewBox="0 0 24 24"
              width="22"
              height="22"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false"
            >
              {icons[link.name]}
            </svg>
            <span className="visually-hidden">{link.name} (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
