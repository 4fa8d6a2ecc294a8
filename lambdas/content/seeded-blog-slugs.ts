import { publicView } from './content-order';
import { seedItems } from './seed-content';

/** The slugs of the seeded posts published at `now`: the build's `/blog/<slug>` pages. */
export function seededBlogSlugs(now: Date): string[] {
  return publicView('blog', seedItems().blog, now).flatMap((item) =>
    item.kind === 'blog' ? [item.slug] : [],
  );
}
