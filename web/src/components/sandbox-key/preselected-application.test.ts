import { describe, expect, it } from 'vitest';
import { anApplication, aSubscription } from '../../testing/application-fixtures';
import { preselectedApplication } from './preselected-application';

const fleet = anApplication();
const second = anApplication({
  applicationId: '3f1c2a9e-0000-4000-8000-000000000002',
  applicationName: 'second-app',
});

describe('preselectedApplication', () => {
  it('picks the first application without a sandbox subscription to the service', () => {
    expect(preselectedApplication([fleet, second], [])).toBe(fleet);
    expect(preselectedApplication([fleet, second], [aSubscription()])).toBe(second);
  });

  it('picks none when every application is subscribed, or there is none', () => {
    expect(preselectedApplication([fleet], [aSubscription()])).toBeUndefined();
    expect(preselectedApplication([], [])).toBeUndefined();
  });
});
