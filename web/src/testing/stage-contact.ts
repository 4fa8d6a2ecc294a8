import { onTestFinished } from 'vitest';
import type { SiteContact } from '../../../shared/site-contact';
import { loadedConfig, setConfig } from '../lib/config';
import { testConfig } from './mock-api';

/** A stage's `contact` in `/config.json`, as a deployment writes it. */
export const stageContact: SiteContact = {
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

/** Loads a config with `stageContact` for this test; the one before comes back after it. */
export function loadStageContact(): void {
  const before = loadedConfig();
  setConfig({ ...(before ?? testConfig), contact: stageContact });
  onTestFinished(() => setConfig(before ?? testConfig));
}
