import type { SiteContact } from '../../../../../shared/site-contact';

/** The maker's API offices on the contact page (spec §2 /contactus: Gurugram and New Delhi). */
export interface Office {
  city: string;
  /** What the office looks after, in a line. */
  role: string;
  addressLines: readonly string[];
  /** Its e-mail is the stage's (`contact.officeEmails`, lib/site-facts.ts). */
  emailKey: keyof SiteContact['officeEmails'];
  hours: string;
}

export const offices: readonly Office[] = [
  {
    city: 'Gurugram',
    role: 'API platform and partner onboarding',
    addressLines: [
      'Marque Motors India, API Platform Team',
      'Tower B, 4th Floor, Cyber Park, Sector 39',
      'Gurugram, Haryana 122001, India',
    ],
    emailKey: 'gurugram',
    hours: 'Monday to Friday, 9:30 to 18:00 IST',
  },
  {
    city: 'New Delhi',
    role: 'Production access, commercial terms and escalations',
    addressLines: [
      'Marque Motors India, Corporate Office',
      '11th Floor, Nehru Place Business Centre',
      'New Delhi 110019, India',
    ],
    emailKey: 'newDelhi',
    hours: 'Monday to Friday, 9:30 to 18:00 IST',
  },
];

/** The contact page's copy tick lasts 1 second (spec §9), not the portal's usual 2. */
export const contactCopyTickMs = 1_000;
