import { describe, expect, it } from 'vitest';
import {
  applicationNameMaxLength,
  uniqueApplicationNameSchema,
} from '../../../../shared/schemas/application-schema';
import { proposedApplicationName } from './proposed-application-name';

describe('proposedApplicationName', () => {
  it('names the application after the service', () => {
    expect(proposedApplicationName('recall-check', [])).toBe('recall-check-app');
  });

  it('adds a suffix while the name is taken, case-insensitively', () => {
    expect(proposedApplicationName('recall-check', ['Recall-Check-App'])).toBe(
      'recall-check-app-2',
    );
    expect(
      proposedApplicationName('recall-check', ['recall-check-app', 'RECALL-CHECK-APP-2']),
    ).toBe('recall-check-app-3');
  });

  it('stays within the length limit and passes the name rules', () => {
    const long = 'a'.repeat(60);
    const taken = [proposedApplicationName(long, [])];
    const name = proposedApplicationName(long, taken);
    expect(taken[0]).toHaveLength(applicationNameMaxLength);
    expect(name).toHaveLength(applicationNameMaxLength);
    expect(name.endsWith('-2')).toBe(true);
    expect(uniqueApplicationNameSchema(taken).safeParse(name).success).toBe(true);
  });
});
