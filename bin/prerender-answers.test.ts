import { describe, expect, it } from 'vitest';
import { seedBlogs, seedVideos } from '../lambdas/content/seed-media';
import { prerenderAnswers } from './prerender-answers';

describe('what the build answers for the pre-rendered pages', () => {
  const prerendered = prerenderAnswers();
  const { answers } = prerendered;

  it('lists the seeded videos, documents, posts and FAQ as the public content call does', () => {
    const videos = answers.get('/content/video') as { items: { title: string }[] };
    expect(videos.items.map((video) => video.title).sort()).toEqual(
      seedVideos.map((video) => video.title).sort(),
    );
    for (const kind of ['document', 'blog', 'faq'])
      expect(
        (answers.get(`/content/${kind}`) as { items: unknown[] }).items.length,
      ).toBeGreaterThan(0);
  });

  it('answers each published post by its slug, and leaves banners and maintenance to the browser', () => {
    const slug = seedBlogs[0]!.slug;
    expect(answers.get(`/content/blog/${slug}`)).toMatchObject({ item: { slug } });
    // Each answered post is a page of its own.
    const listed = (answers.get('/content/blog') as { items: { slug: string }[] }).items;
    expect(prerendered.blogSlugs).toEqual(listed.map((post) => post.slug));
    expect(answers.has('/content/banner')).toBe(false);
    expect(answers.has('/content/maintenance')).toBe(false);
  });
});
