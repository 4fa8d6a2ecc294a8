import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../shared/site-config';
import { expectNoDependencyCycle } from '../testing/stack-assertions';
import { sharedTestStack } from '../testing/shared-test-stack';
import { makeTestStack } from '../testing/test-stack';
import type { MarqueStack } from '../marque-stack';
import { defaultCorporateLabel } from './corporate-sign-in';

const saml = {
  type: 'saml',
  name: 'CorpAD',
  label: 'Staff: sign in with your domain ID',
  metadataUrl: 'https://adfs.example.com/FederationMetadata/2007-06/FederationMetadata.xml',
};
const oidc = {
  type: 'oidc',
  name: 'CorpEntra',
  clientId: 'marque-portal',
  clientSecretArn: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:marque/oidc-AbCdEf',
  issuerUrl: 'https://login.example.com/tenant/v2.0',
};

function synth(context: Record<string, unknown>): { stack: MarqueStack; template: Template } {
  const { stack } = makeTestStack({ context });
  return { stack, template: Template.fromStack(stack) };
}

describe('CorporateSignIn', () => {
  let stack: MarqueStack;
  let template: Template;
  beforeAll(() => ({ stack, template } = synth({ corporateIdp: saml })));

  it('adds the SAML directory to the pool, mapping the e-mail the pool requires', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 1);
    template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'CorpAD',
      ProviderType: 'SAML',
      ProviderDetails: Match.objectLike({ MetadataURL: saml.metadataUrl }),
      AttributeMapping: { email: Match.stringLikeRegexp('emailaddress$') },
    });
  });

  it('runs the OAuth flow on a Cognito domain named after the stage and account', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolDomain', 1);
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', {
      Domain: Match.stringLikeRegexp('^marque-dev-[0-9a-f]{10}$'),
    });
    const prefixed = synth({ corporateIdp: saml, cognitoDomainPrefix: 'acme-portal-dev' });
    prefixed.template.hasResourceProperties('AWS::Cognito::UserPoolDomain', {
      Domain: 'acme-portal-dev',
    });
  });

  it('lets the site client use only the directory, by code flow back to /signIn', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthFlows: ['code'],
      AllowedOAuthScopes: Match.arrayWith(['openid', 'email']),
      CallbackURLs: [{ 'Fn::Join': ['', ['https://', Match.anyValue(), '/signIn']] }],
      SupportedIdentityProviders: [Match.objectLike({ Ref: Match.anyValue() })],
      ExplicitAuthFlows: Match.not(Match.arrayWith(['ALLOW_USER_SRP_AUTH'])),
    });
  });

  it('writes corporateSignIn into config.json, in the shape the site reads', () => {
    const config = stack.site.config;
    expect(config.corporateSignIn).toMatchObject({ providerName: 'CorpAD', label: saml.label });
    const oauthDomain = Stack.of(stack).resolve(config.corporateSignIn?.oauthDomain) as unknown;
    expect(JSON.stringify(oauthDomain)).toMatch(/auth\.eu-west-1\.amazoncognito\.com/);
    expect(
      siteConfigSchema.safeParse({ ...config, apiUrl: 'https://api.example.com' }).success,
    ).toBe(true);
    // Amplify exchanges the code on the Cognito domain: the CSP lets the site call it.
    const policy = JSON.stringify(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    expect(policy).toContain('.auth.eu-west-1.amazoncognito.com');
  });

  it('outputs what the directory admins register: redirect URL and SAML entity id', () => {
    const url = JSON.stringify(template.findOutputs('CorporateIdpResponseUrl'));
    expect(url).toMatch(/\.auth\.eu-west-1\.amazoncognito\.com\/saml2\/idpresponse/);
    template.hasOutput('CorporateSamlEntityId', { Value: Match.anyValue() });
  });

  it('reads the OIDC client secret from Secrets Manager at deploy', () => {
    const withOidc = synth({ corporateIdp: oidc });
    withOidc.template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'CorpEntra',
      ProviderType: 'OIDC',
      ProviderDetails: Match.objectLike({
        client_id: 'marque-portal',
        client_secret: `{{resolve:secretsmanager:${oidc.clientSecretArn}:SecretString:::}}`,
        oidc_issuer: oidc.issuerUrl,
        authorize_scopes: 'openid email profile',
      }),
      AttributeMapping: { email: 'email' },
    });
    expect(withOidc.stack.site.config.corporateSignIn?.label).toBe(defaultCorporateLabel);
    expectNoDependencyCycle(withOidc.template);
  });

  it('is absent when the stage has no directory: no IdP, no domain, no OAuth', () => {
    const { stack } = sharedTestStack();
    const plain = { stack, template: Template.fromStack(stack) };
    plain.template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    plain.template.resourceCountIs('AWS::Cognito::UserPoolDomain', 0);
    plain.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      AllowedOAuthFlowsUserPoolClient: false,
      SupportedIdentityProviders: ['COGNITO'],
    });
    expect(plain.stack.site.config.corporateSignIn).toBeUndefined();
    expect(Object.keys(plain.template.findOutputs('CorporateIdpResponseUrl'))).toEqual([]);
  });
});
