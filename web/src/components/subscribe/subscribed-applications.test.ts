import { describe, expect, it } from 'vitest';
import { anApplication, aSubscription } from '../../testing/application-fixtures';
import { everyApplicationSubscribed } from './subscribed-applications';

const fleet = anApplication();
const second = anApplication({
  applicationId: '3f1c2a9e-0000-4000-8000-000000000002',
  applicationName: 'second-app',
});
const fleetSubscribed = aSubscription();
const secondSubscribed = aSubscription({
  applicationId: second.applicationId,
  applicationName: 'second-app',
});

describe('everyApplicationSubscribed', () => {
  it('gives the applications when each one is subscribed', () => {
    expect(everyApplicationSubscribed([fleet], [fleetSubscribed])).toEqual([fleet]);
    expect(
      everyApplicationSubscribed([fleet, second], [secondSubscribed, fleetSubscribed]),
    ).toEqual([fleet, second]);
  });

  it('gives nothing while one application is still unsubscribed', () => {
    expect(everyApplicationSubscribed([fleet, second], [fleetSubscribed])).toBeUndefined();
    expect(everyApplicationSubscribed([fleet], [])).toBeUndefined();
  });

  it('gives nothing without applications or while a list is unknown', () => {
    expect(everyApplicationSubscribed([], [fleetSubscribed])).toBeUndefined();
    expect(everyApplicationSubscribed(undefined, [fleetSubscribed])).toBeUndefined();
    expect(everyApplicationSubscribed([fleet], undefined)).toBeUndefined();
  });
});
