// The home page's words, pictures and links, from Sanity.
import { query } from './query';
import type { SanityImageSource } from './images';

export type HomeLink = { label: string; href: string };

export type HomePage = {
  heroEyebrow: string | null;
  heroHeading: string;
  heroText: string;
  heroImage: SanityImageSource;
  heroPrimary: HomeLink;
  heroSecondary: HomeLink;
  pathwaysHeading: string;
  pathwaysIntro: string | null;
  pathways: { key: string; title: string; text: string; image: SanityImageSource; link: HomeLink }[];
  articlesHeading: string;
  articlesIntro: string | null;
  articles: { key: string; title: string; text: string; links: { key: string; label: string; source: string; url: string }[] }[];
  instagramHeading: string;
  instagramIntro: string | null;
  instagramPosts: { key: string; image: SanityImageSource; url: string }[];
  instagramFollowLabel: string;
  closingHeading: string;
  closingText: string;
  closingPrimary: HomeLink;
  closingSecondary: HomeLink;
};

export const HOME_PAGE_QUERY = `*[_type == "homePage" && _id == "homePage"][0]{
  "heroEyebrow": coalesce(heroEyebrow, null), heroHeading, heroText, heroImage,
  heroPrimary{label, href}, heroSecondary{label, href},
  pathwaysHeading, "pathwaysIntro": coalesce(pathwaysIntro, null),
  "pathways": pathways[]{"key": _key, title, text, image, link{label, href}},
  articlesHeading, "articlesIntro": coalesce(articlesIntro, null),
  "articles": articles[]{"key": _key, title, text, "links": links[]{"key": _key, label, source, url}},
  instagramHeading, "instagramIntro": coalesce(instagramIntro, null),
  "instagramPosts": instagramPosts[]{"key": _key, image, url},
  instagramFollowLabel,
  closingHeading, closingText, closingPrimary{label, href}, closingSecondary{label, href}
}`;

export async function getHomePage(): Promise<HomePage> {
  const page = await query<HomePage | null>(HOME_PAGE_QUERY);
  if (!page) throw new Error('The homePage document is missing from the content source');
  return page;
}
