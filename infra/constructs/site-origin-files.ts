import { IgnoreMode } from 'aws-cdk-lib';
import { type ISource, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { siteOriginPlaceholder } from '../catalogue/sitemap/build-sitemap';

/**
 * The build's files that carry the placeholder origin (infra/catalogue/sitemap): the pre-rendered
 * pages' sharing tags, sitemap.xml and robots.txt. The site's own origin is known only at deploy.
 */
export const siteOriginFilePatterns = ['*.html', 'robots.txt', 'sitemap.xml'];

/**
 * Those files of `dist` as one deployment source whose placeholder origin BucketDeployment's
 * function replaces with `siteUrl` as it copies them (its deploy-time markers, which
 * `Source.data` uses for one file; here they apply to every file of the zip), and each of
 * `markers` (text of the build → the stage's) too.
 */
export function siteOriginFilesSource(
  dist: string,
  siteUrl: string,
  markers: Readonly<Record<string, string>> = {},
): ISource {
  const files = Source.asset(dist, {
    ignoreMode: IgnoreMode.GIT,
    exclude: ['*', '!*/', ...siteOriginFilePatterns.map((pattern) => `!${pattern}`)],
  });
  return {
    bind: (scope, context) => ({
      ...files.bind(scope, context),
      markers: { ...markers, [siteOriginPlaceholder]: siteUrl },
    }),
  };
}

/** Whether a file of the build (a path or a name) is one of those that carry the placeholder. */
export function carriesSiteOrigin(file: string): boolean {
  const name = file.split(/[\\/]/).pop() ?? '';
  return siteOriginFilePatterns.some((pattern) =>
    pattern.startsWith('*') ? name.endsWith(pattern.slice(1)) : name === pattern,
  );
}
