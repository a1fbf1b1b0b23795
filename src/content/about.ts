// The About page (/about-{productSlug}).
import { query } from './query';
import type { SanityImageSource } from './images';
import type { RichText } from './portableText';
import type { Button, TitledText } from './treatments';

export type AboutPage = {
  title: string;
  intro: string;
  portrait: SanityImageSource;
  storyHeading: string;
  /** Rich text: render with richTextToHtml. */
  story: RichText;
  missionHeading: string;
  mission: string;
  valuesHeading: string;
  values: TitledText[];
  hypnotherapyHeading: string;
  hypnotherapy: RichText;
  benefitsHeading: string;
  benefits: string[];
  ctaHeading: string;
  ctaText: string;
  primaryButton: Button;
  secondaryButton: Button;
  seoDescription: string;
};

export const ABOUT_PAGE_QUERY = `*[_type == "aboutPage" && _id == "aboutPage"][0]{
  title, intro, portrait, storyHeading, story, missionHeading, mission, valuesHeading, values[]{title, text},
  hypnotherapyHeading, hypnotherapy, benefitsHeading, benefits, ctaHeading, ctaText,
  primaryButton{label, href}, secondaryButton{label, href}, seoDescription
}`;

export async function getAboutPage(): Promise<AboutPage> {
  const page = await query<AboutPage | null>(ABOUT_PAGE_QUERY);
  if (!page) throw new Error('The aboutPage document is missing from the content source');
  return page;
}

/** The About page's path segment: "about-" + the practice's short technical name (settings.productSlug). */
export function aboutPath(productSlug: string): string {
  return `about-${productSlug}`;
}
