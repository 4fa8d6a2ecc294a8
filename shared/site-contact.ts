/**
 * The maker's contact data the portal shows (spec §1, §2: the footer's support phone and e-mail
 * and social links, the contact page's office e-mails, the decommission banner's new portal): a
 * setting of each deployment stage (`contact`, validated by `site-contact-schema.ts`), written to
 * `/config.json`. No zod here: the home page reads it on its first load.
 */
export interface SiteContact {
  supportPhone: string;
  /** Shown in the footer and on the contact page; /sendQuery's queries are mailed to it. */
  supportEmail: string;
  officeEmails: { gurugram: string; newDelhi: string };
  social: { linkedin: string; x: string; youtube: string; github: string };
  /** Where the decommission banner points. */
  newPortalUrl: string;
}

/**
 * The local cloud's values, and the build's: reserved `.example` addresses, which a deployment
 * replaces with its own (infra/stage-config.ts refuses them).
 */
export const localSiteContact: SiteContact = {
  supportPhone: '1800-200-300',
  supportEmail: 'api.support@marque.example',
  officeEmails: {
    gurugram: 'api.gurugram@marque.example',
    newDelhi: 'api.newdelhi@marque.example',
  },
  social: {
    linkedin: 'https://www.linkedin.example/company/marque',
    x: 'https://x.example/marque',
    youtube: 'https://www.youtube.example/@marque',
    github: 'https://github.example/marque',
  },
  newPortalUrl: 'https://developer.marque.example/',
};

/** `1800-200-300` → `tel:1800200300`. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/** Every value with its dotted path (`social.x`), in a fixed order. */
export function contactEntries(contact: SiteContact): [path: string, value: string][] {
  return [
    ['supportPhone', contact.supportPhone],
    ['supportEmail', contact.supportEmail],
    ['officeEmails.gurugram', contact.officeEmails.gurugram],
    ['officeEmails.newDelhi', contact.officeEmails.newDelhi],
    ['social.linkedin', contact.social.linkedin],
    ['social.x', contact.social.x],
    ['social.youtube', contact.social.youtube],
    ['social.github', contact.social.github],
    ['newPortalUrl', contact.newPortalUrl],
  ];
}
