import type { SiteContact } from '../../../../shared/site-contact';
import { siteContact } from '../../lib/site-facts';

/** The maker's social channels (spec §1 footer); their addresses are the stage's setting. */
export const socialLinks = [
  { name: 'LinkedIn', icon: 'linkedin' },
  { name: 'X', icon: 'x' },
  { name: 'YouTube', icon: 'youtube' },
  { name: 'GitHub', icon: 'github' },
] as const satisfies readonly { name: string; icon: keyof SiteContact['social'] }[];

// Drawn from one static sprite, cached with the site, rather than shipped in every page's JS.
const sprite = '/icons/social.svg';

/** The footer's row of social links, each opening in a new tab. */
export function SocialLinks() {
  const { social } = siteContact();
  return (
    <ul className="social-links">
      {socialLinks.map((link) => (
        <li key={link.name}>
          <a
            className="social-links__link"
            href={social[link.icon]}
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
