import { describe, expect, it } from 'vitest';
import { queryLocal } from '../../src/content/localDataset';
import { BLOG_POSTS_QUERY, BLOG_PAGE_QUERY, videoEmbedUrl, type BlogPage, type BlogPost } from '../../src/content/blog';
import { ABOUT_PAGE_QUERY, aboutPath, type AboutPage } from '../../src/content/about';

describe('videoEmbedUrl', () => {
  it('uses the privacy-enhanced YouTube host and Vimeo with do-not-track', () => {
    expect(videoEmbedUrl('youtube', 'dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
    expect(videoEmbedUrl('vimeo', '76979871')).toBe('https://player.vimeo.com/video/76979871?autoplay=1&dnt=1');
  });

  it('rejects ids that are not video ids (no URL injection)', () => {
    expect(() => videoEmbedUrl('youtube', 'abc"><script>')).toThrow(/YouTube/);
    expect(() => videoEmbedUrl('vimeo', '123?x=1')).toThrow(/Vimeo/);
  });
});

describe('blog and about content', () => {
  it('has at least four video posts with the two featured ones of the spec', async () => {
    const posts = await queryLocal<BlogPost[]>(BLOG_POSTS_QUERY);
    expect(posts.length).toBeGreaterThanOrEqual(4);
    expect(
      posts
        .filter((p) => p.featured)
        .map((p) => p.title)
        .sort(),
    ).toEqual(['The Science Behind Depression', 'Ways to Turn Fear into Fuel']);
    for (const post of posts) {
      expect(() => videoEmbedUrl(post.videoProvider, post.videoId)).not.toThrow();
      expect(post.poster.alt?.length).toBeGreaterThan(10);
    }
    const page = await queryLocal<BlogPage>(BLOG_PAGE_QUERY);
    expect(page.playLabel).toContain('{title}');
  });

  it('has the about page with calls to action to /work-with-me and /contact', async () => {
    const page = await queryLocal<AboutPage>(ABOUT_PAGE_QUERY);
    expect([page.primaryButton.href, page.secondaryButton.href]).toEqual(['/work-with-me', '/contact']);
    expect(page.benefits.length).toBeGreaterThanOrEqual(3);
    expect(aboutPath('maya-linwood')).toBe('about-maya-linwood');
  });
});
