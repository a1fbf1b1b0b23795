// Treatments: the /treatments page, the shared words of every treatment page and the 18 treatments.
import { query } from './query';
import type { SanityImageSource } from './images';
import type { RichText } from './portableText';

export type ImagePosition = 'left' | 'right' | 'top' | 'center';
export type Button = { label: string; href: string };
export type TitledText = { title: string; text: string };

export type TreatmentSummary = {
  title: string;
  slug: string;
  summary: string;
  image: SanityImageSource;
};

export type Treatment = TreatmentSummary & {
  subtitle: string;
  /** Rich text: render with richTextToHtml. */
  description: RichText;
  processSteps: TitledText[];
  benefits: string[] | null;
  imagePosition: ImagePosition;
  bookingButton: Button | null;
  specialLayout: 'sleep' | 'pain' | null;
  sleep: {
    signsHeading: string;
    signs: string[];
    nightHeading: string;
    nightText: RichText;
    closingHeading: string;
  } | null;
  pain: {
    reliefHeading: string;
    reliefText: RichText;
    helpHeading: string;
    helpPoints: TitledText[];
    medicalNote: string;
    closingHeading: string;
  } | null;
  seoDescription: string;
};

export type TreatmentsPage = {
  title: string;
  intro: string;
  seoDescription: string;
  gridHeading: string;
  cardLinkLabel: string;
  expectHeading: string;
  expectSteps: TitledText[];
  safetyHeading: string;
  safetyText: string[];
  safetyPoints: string[] | null;
  consultationButton: Button;
  contactButton: Button;
  backLabel: string;
  processHeading: string;
  understandingHeading: string;
  understandingIntro: string;
  understandingCards: TitledText[];
  benefitsHeading: string;
  closingHeading: string;
  closingText: string;
  bookButton: Button;
  contactMeButton: Button;
};

export const TREATMENTS_PAGE_QUERY = `*[_type == "treatmentsPage" && _id == "treatmentsPage"][0]{
  title, intro, seoDescription, gridHeading, cardLinkLabel,
  expectHeading, expectSteps[]{title, text},
  safetyHeading, safetyText, safetyPoints,
  consultationButton{label, href}, contactButton{label, href},
  backLabel, processHeading, understandingHeading, understandingIntro, understandingCards[]{title, text},
  benefitsHeading, closingHeading, closingText,
  bookButton{label, href}, contactMeButton{label, href}
}`;

const SUMMARY_FIELDS = `title, "slug": slug.current, summary, image`;

export const TREATMENT_LIST_QUERY = `*[_type == "treatment" && defined(slug.current)] | order(order asc, title asc){
  ${SUMMARY_FIELDS}
}`;

export const TREATMENTS_QUERY = `*[_type == "treatment" && defined(slug.current)] | order(order asc, title asc){
  ${SUMMARY_FIELDS}, subtitle, description, processSteps[]{title, text}, benefits,
  "imagePosition": coalesce(imagePosition, "left"),
  bookingButton{label, href},
  specialLayout,
  sleep{signsHeading, signs, nightHeading, nightText, closingHeading},
  pain{reliefHeading, reliefText, helpHeading, helpPoints[]{title, text}, medicalNote, closingHeading},
  seoDescription
}`;

export async function getTreatmentsPage(): Promise<TreatmentsPage> {
  const page = await query<TreatmentsPage | null>(TREATMENTS_PAGE_QUERY);
  if (!page) throw new Error('The treatmentsPage document is missing from the content source');
  return page;
}

export function getTreatmentList(): Promise<TreatmentSummary[]> {
  return query<TreatmentSummary[]>(TREATMENT_LIST_QUERY);
}

export function getTreatments(): Promise<Treatment[]> {
  return query<Treatment[]>(TREATMENTS_QUERY);
}

/** Fills "{title}" in a heading template such as "Benefits of {title}". */
export function fillTitle(template: string, title: string): string {
  return template.replaceAll('{title}', title);
}

/** Paragraphs shown beside the image and below it for a layout ("right" puts the first two beside it). */
export function splitParagraphs<T>(position: ImagePosition, paragraphs: T[]): { beside: T[]; below: T[] } {
  if (position === 'right') return { beside: paragraphs.slice(0, 2), below: paragraphs.slice(2) };
  return { beside: paragraphs, below: [] };
}
