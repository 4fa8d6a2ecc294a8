import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeTestStack } from '../testing/test-stack';
import { deployableContact } from '../../shared/testing/deployable-contact';
import { localSiteContact } from '../../shared/site-contact';
import { siteOriginPlaceholder, sitemapXml } from '../catalogue/sitemap/build-sitemap';
import { siteInlineScriptHashes } from './inline-script-hashes';
import type { Site } from './site';

describe('Site', () => {
  let template: Template;
  let annotations: Annotations;
  let site: Site;
  beforeAll(() => {
    const { stack } = makeTestStack({ siteAssetPath: join(tmpdir(), 'marque-no-such-dist') });
    site = stack.site;
    template = Template.fromStack(stack);
    annotations = Annotations.fromStack(stack);
  });

  it('keeps every bucket private, encrypted and TLS-only', () => {
    template.allResourcesProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: Match.objectLike({
        ServerSideEncryptionConfiguration: [
          Match.objectLike({ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }),
        ],
      }),
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });

  it('logs site bucket access to the log bucket', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: { DestinationBucketName: Match.anyValue(), LogFilePrefix: 's3-site/' },
    });
  });

  it('serves the bucket through CloudFront with Origin Access Control, HTTPS only', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
      }),
    });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        Origins: [
          Match.objectLike({
            OriginAccessControlId: { 'Fn::GetAtt': [Match.anyValue(), 'Id'] },
            S3OriginConfig: { OriginAccessIdentity: '' },
          }),
        ],
        DefaultCacheBehavior: Match.objectLike({ ViewerProtocolPolicy: 'redirect-to-https' }),
        Logging: Match.objectLike({ Prefix: 'cloudfront/' }),
      }),
    });
  });

  it('falls back to /index.html for client-side routes (403 and 404)', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CustomErrorResponses: [403, 404].map((code) =>
          Match.objectLike({ ErrorCode: code, ResponseCode: 200, ResponsePagePath: '/index.html' }),
        ),
      }),
    });
  });

  it('sends the security headers', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { ContentSecurityPolicy: Match.anyValue(), Override: true },
          StrictTransportSecurity: Match.objectLike({
            AccessControlMaxAgeSec: 31536000,
            IncludeSubdomains: true,
          }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        },
      }),
    });
    const policy = Object.values(
      template.findResources('AWS::CloudFront::ResponseHeadersPolicy'),
    )[0];
    const csp = JSON.stringify(policy);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('https://cognito-idp.eu-west-1.');
    expect(csp).toContain('.execute-api.eu-west-1.');
    // The theme script of index.html runs before first paint; no other inline script does.
    const [themeHash] = siteInlineScriptHashes();
    expect(csp).toContain(`script-src 'self' '${themeHash}';`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('writes config.json at deploy and warns when web/dist is missing', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 1);
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      SourceObjectKeys: [Match.stringLikeRegexp('\\.zip$')],
      DistributionPaths: ['/*'],
    });
    const markers = JSON.stringify(
      template.findResources('Custom::CDKBucketDeployment'),
      (_key, value: unknown) => value,
    );
    for (const ref of ['identityuserpool', 'identityuserpoolsiteclient', 'portalapi']) {
      expect(markers).toMatch(new RegExp(`"Ref":"${ref}[0-9A-F]{8}"`));
    }
    expect(Object.keys(site.config).sort()).toEqual([
      'apiUrl',
      'keyRotationOverlapHours',
      'productApiUrl',
      'region',
      'stage',
      'userPoolClientId',
      'userPoolId',
    ]);
    expect(site.config.stage).toBe('dev');
    // The window the handlers are given, so the rotate dialogs name it.
    expect(site.config.keyRotationOverlapHours).toBe(24);
    expect(site.config.productApiUrl).toMatch(/^https:\/\/\{apiId\}\.execute-api\..+\/\{stage\}$/);
    annotations.hasWarning(
      '/Marque-test/site',
      Match.stringLikeRegexp('web/dist not found: run npm run build before cdk deploy'),
    );
  });

  it('deploys the built site when it exists', () => {
    const dist = mkdtempSync(join(tmpdir(), 'marque-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Marque</title>');
    const { stack } = makeTestStack({ siteAssetPath: dist });
    const deployment = Object.values(
      Template.fromStack(stack).findResources('Custom::CDKBucketDeployment'),
    )[0] as { Properties: { SourceObjectKeys: unknown[] } };
    // The site's files, those with the origin put in at deploy, then config.json.
    expect(deployment.Properties.SourceObjectKeys).toHaveLength(3);
    Annotations.fromStack(stack).hasNoWarning('*', Match.stringLikeRegexp('web/dist not found'));
  });

  it("deploys the pages, sitemap.xml and robots.txt on the distribution's own origin", () => {
    const dist = mkdtempSync(join(tmpdir(), 'marque-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Marque</title>');
    writeFileSync(join(dist, 'sitemap.xml'), sitemapXml(siteOriginPlaceholder, ['/', '/faq']));
    writeFileSync(join(dist, 'robots.txt'), `Sitemap: ${siteOriginPlaceholder}/sitemap.xml\n`);
    const { stack } = makeTestStack({ siteAssetPath: dist });
    const deployment = Object.values(
      Template.fromStack(stack).findResources('Custom::CDKBucketDeployment'),
    )[0] as { Properties: { SourceObjectKeys: unknown[]; SourceMarkers: unknown[] } };
    expect(deployment.Properties.SourceObjectKeys).toHaveLength(3);
    const markers = JSON.stringify(deployment.Properties.SourceMarkers);
    const distribution = Object.keys(
      Template.fromStack(stack).findResources('AWS::CloudFront::Distribution'),
    )[0];
    expect(markers).toContain(`"Fn::GetAtt":["${distribution}","DomainName"]`);
  });

  it("gives the site the stage's contact data: in config.json, in the pages, in the seeded banner", () => {
    const dist = mkdtempSync(join(tmpdir(), 'marque-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Marque</title>');
    const { stack } = makeTestStack({
      siteAssetPath: dist,
      context: { contact: JSON.stringify(deployableContact) },
    });
    expect(stack.site.config.contact).toEqual(deployableContact);
    expect(site.config.contact).toBeUndefined();
    const template = Template.fromStack(stack);
    const deployment = Object.values(template.findResources('Custom::CDKBucketDeployment'))[0] as {
      Properties: { SourceMarkers: Record<string, unknown>[] };
    };
    const [, pageMarkers] = deployment.Properties.SourceMarkers;
    // What the build rendered (the local defaults) becomes the stage's as the pages are copied.
    expect(pageMarkers).toMatchObject({
      [localSiteContact.supportEmail]: deployableContact.supportEmail,
      [localSiteContact.supportPhone]: deployableContact.supportPhone,
      'tel:1800200300': 'tel:1800111222',
      [localSiteContact.officeEmails.newDelhi]: deployableContact.officeEmails.newDelhi,
      [localSiteContact.social.github]: deployableContact.social.github,
      [localSiteContact.newPortalUrl]: deployableContact.newPortalUrl,
    });
    expect(JSON.stringify(deployment.Properties.SourceMarkers)).toContain(
      JSON.stringify(deployableContact.social.linkedin),
    );
    template.hasResourceProperties('Custom::MarquePortalSeed', {
      NewPortalUrl: deployableContact.newPortalUrl,
    });
    // The content area mails /sendQuery's queries to the stage's support address.
    Template.fromStack(stack.portalApi.functionsStack).hasResourceProperties(
      'AWS::Lambda::Function',
      {
        Description: 'Marque portal API, area content',
        Environment: {
          Variables: Match.objectLike({ SUPPORT_MAILBOX: deployableContact.supportEmail }),
        },
      },
    );
    Annotations.fromStack(stack).hasNoWarning('*', Match.stringLikeRegexp('contact is not set'));
    annotations.hasWarning('/Marque-test/site', Match.stringLikeRegexp('^contact is not set: '));
  });

  it('uses the custom domain with TLS 1.2+ when one is configured', () => {
    const { stack } = makeTestStack({
      context: {
        stage: 'prod',
        siteDomain: 'developer.example.com',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123',
      },
    });
    Template.fromStack(stack).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['developer.example.com'],
        ViewerCertificate: Match.objectLike({
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        }),
      }),
    });
  });
});
