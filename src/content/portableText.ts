// Rich text (Portable Text) from the Studio, rendered to HTML at build time by @portabletext/to-html
// (and by the session function for written lessons). Paragraphs become <p>, bold <strong>, italic <em>
// and links <a href>, the same markup the pages had for plain paragraphs; text is HTML-escaped and
// unsafe link addresses (javascript: and the like) are dropped by the renderer.
import { toHTML } from '@portabletext/to-html';

export type RichTextSpan = { _type: 'span'; _key?: string; text: string; marks?: string[] };
export type RichTextMarkDef = { _type: string; _key: string; href?: string };
export type RichTextBlock = {
  _type: 'block';
  _key?: string;
  style?: string;
  markDefs?: RichTextMarkDef[];
  children: RichTextSpan[];
};
/** A field written as rich text in the Studio: a list of paragraphs. */
export type RichText = RichTextBlock[];

/** The HTML of rich text ("" for none), e.g. `<p>One <em>calm</em> step.</p><p>…</p>`. */
export function richTextToHtml(value: RichText | null | undefined): string {
  if (!Array.isArray(value) || value.length === 0) return '';
  return toHTML(value, { onMissingComponent: false });
}

/** Each paragraph's plain text, without formatting (for tests, excerpts and search). */
export function richTextParagraphs(value: RichText | null | undefined): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((block) => block?._type === 'block')
    .map((block) => (block.children ?? []).map((span) => (typeof span?.text === 'string' ? span.text : '')).join(''));
}
