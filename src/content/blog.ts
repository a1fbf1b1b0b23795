// The Blog page (/blog): video posts and embedded Instagram posts.
import { query } from './query';
import type { SanityImageSource } from './images';

export type VideoProvider = 'youtube' | 'vimeo';

export type BlogPost = {
  title: string;
  slug: string;
  videoProvider: VideoProvider;
  videoId: string;
  poster: SanityImageSource;
  excerpt: string;
  featured: boolean;
  publishedAt: string;
};

export type BlogPage = {
  title: string;
  intro: string;
  featuredHeading: string;
  moreHeading: string;
  playLabel: string;
  socialHeading: string;
  socialIntro: string;
  socialPosts: { url: string; caption: string }[] | null;
  followLabel: string;
  followUrl: string;
  seoDescription: string;
};

export const BLOG_PAGE_QUERY = `*[_type == "blogPage" && _id == "blogPage"][0]{
  title, intro, featuredHeading, moreHeading, playLabel, socialHeading, socialIntro,
  socialPosts[]{url, caption}, followLabel, followUrl, seoDescription
}`;

export const BLOG_POSTS_QUERY = `*[_type == "blogPost" && defined(slug.current)] | order(publishedAt desc, title asc){
  title, "slug": slug.current, videoProvider, videoId, poster, excerpt, "featured": coalesce(featured, false), publishedAt
}`;

export async function getBlogPage(): Promise<BlogPage> {
  const page = await query<BlogPage | null>(BLOG_PAGE_QUERY);
  if (!page) throw new Error('The blogPage document is missing from the content source');
  return page;
}

export function getBlogPosts(): Promise<BlogPost[]> {
  return query<BlogPost[]>(BLOG_POSTS_QUERY);
}

/** The privacy-friendly player address of a video (loaded only after the visitor presses play). */
export function videoEmbedUrl(provider: VideoProvider, id: string): string {
  if (provider === 'youtube') {
    if (!/^[A-Za-z0-9_-]{11}$/.test(id)) throw new Error(`Not a YouTube video id: ${id}`);
    return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
  }
  if (!/^\d+$/.test(id)) throw new Error(`Not a Vimeo video id: ${id}`);
  return `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`;
}
