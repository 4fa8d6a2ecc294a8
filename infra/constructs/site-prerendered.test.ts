import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeTestStack } from '../testing/test-stack';

/** The stack's rewrite function, run on a viewer request: the URI CloudFront then fetches. */
function rewrite(code: string, uri: string): string {
  const sandbox: { result?: { uri: string } } = {};
  runInNewContext(
    `${code}\nresult = handler({ request: { uri: ${JSON.stringify(uri)} } });`,
    sandbox,
  );
  return sandbox.result!.uri;
}

describe('Site: pre-rendered pages', () => {
  let template: Template;
  beforeAll(() => {
    const dist = mkdtempSync(join(tmpdir(), 'marque-dist-'));
    writeFileSync(join(dist, 'index.html'), '<div id="root"></div>');
    writeFileSync(
      join(dist, 'prerendered.json'),
      JSON.stringify({
        pages: [
          { path: '/', file: '_root/index.html' },
          { path: '/contactus', file: 'contactus/index.html' },
        ],
      }),
    );
    template = Template.fromStack(makeTestStack({ siteAssetPath: dist }).stack);
  });

  const functionCode = () => {
    const functions = template.findResources('AWS::CloudFront::Function');
    const [resource] = Object.values(functions) as { Properties: { FunctionCode: string } }[];
    return resource!.Properties.FunctionCode;
  };

  it('runs a viewer-request CloudFront Function (JS 2.0) on the default behaviour', () => {
    template.resourceCountIs('AWS::CloudFront::Function', 1);
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
      AutoPublish: true,
    });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultCacheBehavior: Match.objectLike({
          FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: Match.anyValue() }],
        }),
      }),
    });
  });

  it("serves the build's pre-rendered routes from their files and leaves the rest to the SPA", () => {
    const code = functionCode();
    expect(rewrite(code, '/')).toBe('/_root/index.html');
    expect(rewrite(code, '/contactus')).toBe('/contactus/index.html');
    expect(rewrite(code, '/myProfile')).toBe('/myProfile');
    expect(rewrite(code, '/assets/index.js')).toBe('/assets/index.js');
  });

  it('keeps the SPA fallback to /index.html for paths S3 does not hold', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CustomErrorResponses: Match.arrayWith([
          Match.objectLike({ ErrorCode: 403, ResponseCode: 200, ResponsePagePath: '/index.html' }),
        ]),
      }),
    });
  });
});
