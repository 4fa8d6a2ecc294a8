/**
 * The maker's social channels (spec §1 footer). The spec names none, so these are reserved
 * `.example` placeholders until marketing gives the real addresses.
 */
export const socialLinks = [
  { name: 'LinkedIn', icon: 'linkedin', href: 'https://www.linkedin.example/company/marque' },
  { name: 'X', icon: 'x', href: 'https://x.example/marque' },
  { name: 'YouTube', icon: 'youtube', href: 'https://www.youtube.example/@marque' },
  { name: 'GitHub', icon: 'github', href: 'https://github.example/marque' },
] as const;

// Drawn from one static sprite, cached with the site, rather than shipped in every page's JS.
const sprite = '/icons/social.svg';

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
              <use href={`${sprite}#${link.icon}`} />
            </svg>
            <span className="visually-hidden">{link.name} (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
