import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { describe, expect, it } from 'vitest';
import { siteOriginPlaceholder } from '../catalogue/sitemap/build-sitemap';
import { siteOriginFilePatterns, siteOriginFilesSource } from './site-origin-files';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

describe('siteOriginFilesSource', () => {
  it('deploys the pages, sitemap.xml and robots.txt with the origin put in, the rest as built', () => {
    const dist = mkdtempSync(join(tmpdir(), 'marque-dist-'));
    mkdirSync(join(dist, 'faq'));
    mkdirSync(join(dist, 'assets'));
    const page = `<meta property="og:url" content="${siteOriginPlaceholder}/faq">`;
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Marque</title>');
    writeFileSync(join(dist, 'faq', 'index.html'), page);
    writeFileSync(join(dist, 'robots.txt'), `Sitemap: ${siteOriginPlaceholder}/sitemap.xml\n`);
    writeFileSync(join(dist, 'sitemap.xml'), `<loc>${siteOriginPlaceholder}/faq</loc>`);
    writeFileSync(join(dist, 'assets', 'app.js'), 'export {};');

    const outdir = mkdtempSync(join(tmpdir(), 'marque-cdk-out-'));
    const app = new App({ outdir });
    const stack = new Stack(app, 'Origin');
    new BucketDeployment(stack, 'deploy', {
      sources: [
        Source.asset(dist, { exclude: siteOriginFilePatterns }),
        siteOriginFilesSource(dist, 'https://developer.example.com'),
      ],
      destinationBucket: new Bucket(stack, 'site'),
    });
    app.synth();

    const deployment = Object.values(
      Template.fromStack(stack).findResources('Custom::CDKBucketDeployment'),
    )[0] as { Properties: { SourceObjectKeys: string[]; SourceMarkers: object[] } };
    const [built, withOrigin] = deployment.Properties.SourceObjectKeys.map((key) =>
      filesUnder(join(outdir, `asset.${key.replace(/\.zip$/, '')}`)),
    );
    expect(built).toEqual(['assets/app.js']);
    expect(withOrigin).toEqual(['faq/index.html', 'index.html', 'robots.txt', 'sitemap.xml']);
    expect(deployment.Properties.SourceMarkers).toEqual([
      {},
      { [siteOriginPlaceholder]: 'https://developer.example.com' },
    ]);
  });
});
