import { localSiteContact, phoneHref, type SiteContact } from '../../../shared/site-contact';
import { loadedConfig } from './config';

/** Fixed facts of the portal shown in several places (footer, contact, home banner). */
export const siteFacts = {
  name: 'Marque',
  decommissionDate: '30 July',
} as const;

/**
 * The maker's contact data: the stage's (`contact` in `/config.json`), else the build's local
 * defaults (the pre-rendered pages carry those; the deployment replaces them in the HTML).
 */
export function siteContact(): SiteContact & { supportPhoneHref: string } {
  const contact = loadedConfig()?.contact ?? localSiteContact;
  return { ...contact, supportPhoneHref: phoneHref(contact.supportPhone) };
}
