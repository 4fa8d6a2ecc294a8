import type { SiteContact } from '../site-contact';

/** A stage's `contact` setting as a deployment gives it: real-looking, no placeholder host. */
export const deployableContact: SiteContact = {
  supportPhone: '1800-111-222',
  supportEmail: 'api.support@marque-motors.com',
  officeEmails: {
    gurugram: 'api.gurugram@marque-motors.com',
    newDelhi: 'api.newdelhi@marque-motors.com',
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/marque-motors',
    x: 'https://x.com/marquemotors',
    youtube: 'https://www.youtube.com/@marquemotors',
    github: 'https://github.com/marque-motors',
  },
  newPortalUrl: 'https://developers.marque-motors.com/',
};
