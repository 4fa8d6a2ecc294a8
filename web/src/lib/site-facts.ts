import { localSiteContact, phoneHref, type SiteContact } from '../../../shared/site-contact';
import { loadedConfig } from './config';

/**
 * The maker's contact data: the stage's (`contact` in `/config.json`), else the build's local
 * defaults (the pre-rendered pages carry those; the deployment replaces them in the HTML).
 */
export function siteContact(): SiteContact & { supportPhoneHref: string } {
  const contact = loadedConfig()?.contact ?? localSiteContact;
  return { ...contact, supportPhoneHref: phoneHref(contact.supportPhone) };
}
