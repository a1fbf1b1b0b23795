// Rich text from the Studio renders to the same paragraphs the pages had, with bold, italic and safe links.
import { describe, expect, it } from 'vitest';
import { ABOUT_PAGE_QUERY, type AboutPage } from '../../src/content/about';
import { queryLocal } from '../../src/content/localDataset';
import { richTextParagraphs, richTextToHtml, type RichText } from '../../src/content/portableText';
import { TREATMENTS_QUERY, type Treatment } from '../../src/content/treatments';
import { LESSON_QUERY, lessonByKey } from '../../netlify/lib/repositories/lessons';

const paragraph = (key: string, children: RichText[number]['children'], markDefs: RichText[number]['markDefs'] = []): RichText[number] => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs,
  children,
});
const span = (text: string, marks: string[] = []) => ({ _type: 'span' as const, text, marks });

describe('richTextToHtml', () => {
  it('renders each paragraph as a plain <p>, as the pages did', () => {
    const html = richTextToHtml([paragraph('a', [span('First.')]), paragraph('b', [span('Second.')])]);
    expect(html).toBe('<p>First.</p><p>Second.</p>');
  });

  it('renders bold, italic and links', () => {
    const html = richTextToHtml([
      paragraph(
        'a',
        [span('Book a '), span('free', ['strong']), span(' and '), span('gentle', ['em']), span(' consultation', ['l1']), span('.')],
        [{ _type: 'link', _key: 'l1', href: '/initial-consultation-info' }],
      ),
    ]);
    expect(html).toBe('<p>Book a <strong>free</strong> and <em>gentle</em><a href="/initial-consultation-info"> consultation</a>.</p>');
  });

  it('escapes the words and drops unsafe link addresses', () => {
    const html = richTextToHtml([
      paragraph('a', [span('<script>alert(1)</script> & "quotes"'), span('click', ['bad'])], [{ _type: 'link', _key: 'bad', href: 'javascript:alert(1)' }]),
    ]);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('&lt;script&gt;');
  });

  it('gives nothing for an empty field', () => {
    expect(richTextToHtml(null)).toBe('');
    expect(richTextToHtml([])).toBe('');
  });
});

describe('the migrated seed', () => {
  it('keeps every treatment description as paragraphs of text', async () => {
    const treatments = await queryLocal<Treatment[]>(TREATMENTS_QUERY);
    for (const treatment of treatments) {
      const paragraphs = richTextParagraphs(treatment.description);
      expect(paragraphs.length, treatment.slug).toBeGreaterThan(0);
      expect(richTextToHtml(treatment.description), treatment.slug).toBe(paragraphs.map((p) => `<p>${escape(p)}</p>`).join(''));
    }
  });

  it('keeps the About page story and "what hypnotherapy is" as paragraphs', async () => {
    const about = (await queryLocal<AboutPage>(ABOUT_PAGE_QUERY))!;
    expect(richTextParagraphs(about.story).length).toBeGreaterThan(1);
    expect(richTextParagraphs(about.hypnotherapy).length).toBeGreaterThan(0);
    expect(richTextToHtml(about.story)).toMatch(/^<p>.+<\/p>$/s);
  });

  it('serves written lessons as HTML paragraphs rendered on the server', async () => {
    expect(LESSON_QUERY).toContain('body');
    const wolf = (await lessonByKey('wolf'))!;
    expect(wolf.sections.map((section) => section.heading)[0]).toBe('Welcome to the Wolf Journey');
    for (const section of wolf.sections) expect(section.body).toMatch(/^(<p>[^<]+<\/p>)+$/);
    expect(wolf.sections[0]!.body.split('<p>').length - 1).toBe(2);
    const breathwork = (await lessonByKey('BREATH OF HYPNOTIC RESTORATION'))!;
    expect(breathwork.techniques.length).toBeGreaterThan(0);
    for (const technique of breathwork.techniques) {
      for (const text of [technique.history, technique.howTo, technique.brainwave, technique.why]) expect(text).toMatch(/^<p>/);
    }
    expect(breathwork.finalThoughts).toMatch(/^<p>/);
    expect((await lessonByKey('butterfly'))!.finalMessage).toMatch(/completed The Animal That Walks With You/);
  });
});

/** The escaping @portabletext/to-html applies to text. */
function escape(text: string): string {
  const map: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
  return text.replace(/[&<>"']/g, (c) => map[c]!).replace(/ {2,}/g, (m) => `${'&nbsp;'.repeat(m.length - 1)} `);
}
