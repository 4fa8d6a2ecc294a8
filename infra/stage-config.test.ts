import { describe, expect, it } from 'vitest';
import {
  checkStageConfig,
  missingSettingWarning,
  parseStageConfig,
  stageConfigFromContext,
} from './stage-config';
import { localSiteContact } from '../shared/site-contact';
import { deployableContact } from '../shared/testing/deployable-contact';

/** What preprod and prod cannot go without. */
const forUse = {
  sesFromAddress: 'no-reply@example.com',
  adminEmail: 'portal-admin@example.com',
  alarmEmail: 'ops@example.com',
  contact: deployableContact,
};

describe('stage config', () => {
  it.each(['dev', 'preprod', 'prod'] as const)('accepts stage %s', (stage) => {
    expect(parseStageConfig({ stage, ...forUse }).stage).toBe(stage);
  });

  it.each(['preprod', 'prod'] as const)(
    'refuses %s without a mail sender, an admin, an alarm address or contact data, saying why',
    (stage) => {
      expect(checkStageConfig({ stage }).problems).toEqual([
        'sesFromAddress: preprod and prod need a mail sender: without one no sign-in code is ' +
          'mailed and nobody can sign in',
        'adminEmail: preprod and prod need a first admin: without one nobody can activate a ' +
          'registration, run the catalogue or decide a request',
        'alarmEmail: preprod and prod need an address for alarms: without one the alarms go off ' +
          'and nobody is told',
        "contact: preprod and prod need the maker's contact data: without one the footer, " +
          'contact page and decommission banner show placeholder .example addresses',
      ]);
      for (const key of Object.keys(forUse)) {
        const { [key as keyof typeof forUse]: _left, ...rest } = forUse;
        expect(checkStageConfig({ stage, ...rest }).problems, key).toEqual([
          expect.stringMatching(new RegExp(`^${key}: preprod and prod need `)),
        ]);
      }
    },
  );

  it('lists a missing setting together with every other problem, in one error', () => {
    let message = '';
    try {
      parseStageConfig({ stage: 'prod', ...forUse, adminEmail: '', alarmEmail: 'ops', x: 1 });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Invalid Marque stage config (CDK context):',
      '  - alarmEmail: must be an e-mail address',
      expect.stringMatching(/^ {2}- config: Unrecognized key: "x"/),
      expect.stringMatching(/^ {2}- adminEmail: preprod and prod need a first admin: /),
    ]);
  });

  it('lets dev go without them: the constructs warn at synth instead', () => {
    expect(checkStageConfig({ stage: 'dev' }).problems).toBeUndefined();
    expect(missingSettingWarning('alarmEmail')).toBe(
      'alarmEmail is not set: the alarms go off and nobody is told (preprod and prod refuse to ' +
        'deploy without it). Set -c alarmEmail=<address>.',
    );
  });

  it('takes the key rotation overlap in whole hours, 1 to 168 (default 24)', () => {
    expect(parseStageConfig({ keyRotationOverlapHours: '48' }).keyRotationOverlapHours).toBe(48);
    expect(parseStageConfig({}).keyRotationOverlapHours).toBe(24);
    for (const bad of ['0', '169', '1.5', 'soon']) {
      expect(() => parseStageConfig({ keyRotationOverlapHours: bad }), bad).toThrow(
        /keyRotationOverlapHours: must be/,
      );
    }
  });

  it('takes the password warning threshold in days, and refuses one past the 60-day age', () => {
    expect(parseStageConfig({ passwordWarningDays: '14' }).passwordWarningDays).toBe(14);
    expect(() => parseStageConfig({ passwordWarningDays: 60 })).toThrow(/must be 1 to 59 days/);
  });

  it('defaults to dev', () => {
    expect(parseStageConfig({})).toEqual({ stage: 'dev', keyRotationOverlapHours: 24 });
  });

  it('rejects an unknown stage with a clear message', () => {
    expect(() => parseStageConfig({ stage: 'qa' })).toThrow(
      /stage: must be one of dev, preprod, prod \(got "qa"\)/,
    );
  });

  it('takes the site domain and certificate together', () => {
    const config = parseStageConfig({
      stage: 'prod',
      ...forUse,
      siteDomain: 'developer.example.com',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123',
    });
    expect(config.siteDomain).toBe('developer.example.com');
  });

  it('rejects a site domain without its certificate', () => {
    expect(() => parseStageConfig({ siteDomain: 'developer.example.com' })).toThrow(
      /siteDomain and certificateArn go together/,
    );
  });

  it('rejects a certificate outside us-east-1', () => {
    expect(() =>
      parseStageConfig({
        siteDomain: 'developer.example.com',
        certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/abc',
      }),
    ).toThrow(/certificateArn: must be an ACM certificate ARN in us-east-1/);
  });

  it('rejects a bad e-mail and unknown keys, listing every problem', () => {
    let message = '';
    try {
      parseStageConfig({ alarmEmail: 'nobody', colour: 'blue' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/alarmEmail: must be an e-mail address/);
    expect(message).toMatch(/colour/);
  });

  it('reads context values, parsing the corporate IdP from JSON text', () => {
    const context: Record<string, unknown> = {
      stage: 'preprod',
      ...forUse,
      corporateIdp:
        '{"type":"saml","name":"corp","metadataUrl":"https://idp.example.com/metadata"}',
    };
    const config = stageConfigFromContext((key) => context[key]);
    expect(config).toEqual({
      stage: 'preprod',
      ...forUse,
      corporateIdp: { type: 'saml', name: 'corp', metadataUrl: 'https://idp.example.com/metadata' },
      keyRotationOverlapHours: 24,
    });
  });

  it('takes an OIDC directory with its client secret in Secrets Manager', () => {
    const corporateIdp = {
      type: 'oidc',
      name: 'CorpAD',
      label: 'Staff sign-in',
      clientId: 'marque-portal',
      clientSecretArn: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:marque/oidc-AbCdEf',
      issuerUrl: 'https://login.example.com/tenant/v2.0',
    };
    expect(parseStageConfig({ corporateIdp }).corporateIdp).toEqual(corporateIdp);
  });

  it('rejects a directory without its type, or with a plain-text secret', () => {
    expect(() =>
      parseStageConfig({
        corporateIdp: { name: 'corp', metadataUrl: 'https://idp.example.com/m' },
      }),
    ).toThrow(/corporateIdp\.type/);
    expect(() =>
      parseStageConfig({
        corporateIdp: {
          type: 'oidc',
          name: 'corp',
          clientId: 'x',
          clientSecretArn: 'hunter2',
          issuerUrl: 'https://login.example.com',
        },
      }),
    ).toThrow(/clientSecretArn: must be a Secrets Manager secret ARN/);
  });

  it('checks the Cognito domain prefix and that it comes with a directory', () => {
    const corporateIdp = { type: 'saml', name: 'corp', metadataUrl: 'https://idp.example.com/m' };
    expect(
      parseStageConfig({ corporateIdp, cognitoDomainPrefix: 'marque-dev-1' }).cognitoDomainPrefix,
    ).toBe('marque-dev-1');
    expect(() => parseStageConfig({ corporateIdp, cognitoDomainPrefix: 'my-cognito' })).toThrow(
      /must not contain aws, amazon or cognito/,
    );
    expect(() => parseStageConfig({ cognitoDomainPrefix: 'marque-dev-1' })).toThrow(
      /cognitoDomainPrefix is only used with corporateIdp/,
    );
  });

  it('takes the SES identity state only with a from address', () => {
    expect(
      parseStageConfig({ sesFromAddress: 'no-reply@example.com', sesIdentity: 'verified' })
        .sesIdentity,
    ).toBe('verified');
    expect(() => parseStageConfig({ sesIdentity: 'verified' })).toThrow(
      /sesIdentity needs sesFromAddress/,
    );
  });

  it('takes an optional admin e-mail, from context too, and refuses a bad one', () => {
    expect(parseStageConfig({}).adminEmail).toBeUndefined();
    const context: Record<string, unknown> = { adminEmail: 'portal-admin@example.com' };
    expect(stageConfigFromContext((key) => context[key]).adminEmail).toBe(
      'portal-admin@example.com',
    );
    expect(() => parseStageConfig({ adminEmail: 'admin' })).toThrow(
      /adminEmail: must be an e-mail address/,
    );
  });
});

describe('contact', () => {
  const contact = deployableContact;

  it("takes the maker's contact data as a JSON object (from -c) or an object (cdk.json)", () => {
    expect(parseStageConfig({ contact: JSON.stringify(contact) }).contact).toEqual(contact);
    expect(parseStageConfig({ contact }).contact).toEqual(contact);
  });

  it('names every bad value, and refuses the local placeholders', () => {
    const problems = checkStageConfig({
      contact: {
        ...contact,
        supportPhone: 'call us',
        officeEmails: { ...contact.officeEmails, newDelhi: 'delhi' },
        social: { ...contact.social, x: 'http://x.com/marque', github: 'https://github.example/m' },
        newPortalUrl: localSiteContact.newPortalUrl,
      },
    }).problems;
    expect(problems).toEqual([
      'contact.supportPhone: must be a phone number: 6 to 20 digits, spaces or hyphens, e.g. 1800-200-300',
      'contact.officeEmails.newDelhi: must be an e-mail address',
      'contact.social.x: must be an https URL',
      "contact.social.github: must be the maker's real address, not a placeholder (github.example)",
      "contact.newPortalUrl: must be the maker's real address, not a placeholder (developer.marque.example)",
    ]);
    // Every address of the local defaults is a placeholder; the phone is not an address.
    expect(checkStageConfig({ contact: localSiteContact }).problems).toHaveLength(8);
    expect(checkStageConfig({ contact: { ...contact, fax: '1' } }).problems).toEqual([
      'contact: Unrecognized key: "fax"',
    ]);
  });

  it('is required on preprod and prod; dev warns at synth', () => {
    const { contact: _left, ...others } = forUse;
    expect(checkStageConfig({ stage: 'prod', ...others }).problems).toEqual([
      "contact: preprod and prod need the maker's contact data: without one the footer, contact " +
        'page and decommission banner show placeholder .example addresses',
    ]);
    expect(checkStageConfig({ stage: 'dev' }).problems).toBeUndefined();
    expect(missingSettingWarning('contact')).toMatch(/Set -c contact='<JSON object>'\.$/);
  });
});
