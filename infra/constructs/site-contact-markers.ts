import {
  contactEntries,
  localSiteContact,
  phoneHref,
  type SiteContact,
} from '../../shared/site-contact';

/**
 * What the deployment replaces in the pre-rendered pages: the build renders them with the local
 * contact data (`localSiteContact`), so each of its values, and the phone's `tel:` link, maps to
 * the stage's. Then the HTML matches what the app renders from `/config.json` as it hydrates.
 */
export function siteContactMarkers(contact: SiteContact | undefined): Record<string, string> {
  if (!contact) return {};
  const stage = new Map(contactEntries(contact));
  const markers: Record<string, string> = {};
  for (const [path, value] of contactEntries(localSiteContact)) {
    const replacement = stage.get(path);
    if (replacement !== undefined && replacement !== value) markers[value] = replacement;
  }
  if (contact.supportPhone !== localSiteContact.supportPhone) {
    markers[phoneHref(localSiteContact.supportPhone)] = phoneHref(contact.supportPhone);
  }
  return markers;
}
