import { onTestFinished } from 'vitest';
import type { SiteContact } from '../../../shared/site-contact';
import { deployableContact } from '../../../shared/testing/deployable-contact';
import { loadedConfig, setConfig } from '../lib/config';
import { testConfig } from './mock-api';

/** A stage's `contact` in `/config.json`, as a deployment writes it (the CDK tests' own). */
export const stageContact: SiteContact = deployableContact;

/** Loads a config with `stageContact` for this test; the one before comes back after it. */
export function loadStageContact(): void {
  const before = loadedConfig();
  setConfig({ ...(before ?? testConfig), contact: stageContact });
  onTestFinished(() => setConfig(before ?? testConfig));
}
