// The Contact page's words, from Sanity. The email, phone and location come from site settings.
import { query } from './query';

export type ContactPage = {
  title: string;
  intro: string;
  formHeading: string;
  submitLabel: string;
  detailsHeading: string;
  noteHeading: string;
  personalNote: string[];
  signature: string;
  faqHeading: string;
  faq: { key: string; question: string; answer: string }[];
};

export const CONTACT_PAGE_QUERY = `*[_type == "contactPage" && _id == "contactPage"][0]{
  title, intro, formHeading, submitLabel, detailsHeading, noteHeading, personalNote, signature, faqHeading,
  "faq": faq[]{"key": _key, question, answer}
}`;

export async function getContactPage(): Promise<ContactPage> {
  const page = await query<ContactPage | null>(CONTACT_PAGE_QUERY);
  if (!page) throw new Error('The contactPage document is missing from the content source');
  return page;
}
