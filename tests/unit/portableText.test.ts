// Rich text from the Studio renders to the same paragraphs the pages had, with bold, italic and safe links.
import { describe, expect, it } from 'vitest';
import { ABOUT_PAGE_QUERY, type AboutPage } from '../../src/content/about';
import { queryLocal } from '../../src/content/localDataset';
import { richTextParagraphs, richTextToHtml, type RichText } from '../../src/content/portableText';
import { TREATMENTS_QUERY, type Treatment } from '../../src/content/treatments';
import { LESSON_QUERY, lessonForSession } from '../../netlify/lib/learning/lessons';

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
      paragraph(
        'a',
        [span('<script>alert(1)</script> & "quotes"'), span('click', ['bad'])],
        [{ _type: 'link', _key: 'bad', href: 'javascript:alert(1)' }],
      ),
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

  it('serves written lessons as HTML rendered on the server, with the videos between the text', async () => {
    expect(LESSON_QUERY).toContain('sessionId == $sessionId');
    const wolf = (await lessonForSession('the-animal-that-walks-with-you-1'))!.lesson;
    expect(wolf.parts).toHaveLength(1);
    const wolfHtml = (wolf.parts[0] as { html: string }).html;
    expect(wolfHtml).toMatch(/^<h2>Welcome to the Wolf Journey<\/h2><p>[^<]+<\/p><p>[^<]+<\/p><h2>The Spirit of the Wolf<\/h2>/);
    const breathwork = (await lessonForSession('quantum-alchemy-breathwork-1'))!.lesson;
    const videos = breathwork.parts.filter((part) => part.kind === 'video');
    expect(videos.map((video) => video.title)).toEqual([
      'Resonance Breathing practice video',
      'Box Breathing practice video',
      '4-7-8 Breathing practice video',
    ]);
    for (const video of videos) expect(video.url).toMatch(/^https:\/\/player\.vimeo\.com\/video\/\d+\?/);
    const text = breathwork.parts.map((part) => (part.kind === 'text' ? part.html : '')).join('');
    expect(text).toContain('<h2>1. Resonance Breathing</h2><h3>History</h3><p>');
    expect(text).toContain('<h3>Let&#x27;s Practice Now</h3>');
    expect(text).toMatch(/<h2>Practice Summary<\/h2><ul><li>[^<]+<\/li>/);
    const butterfly = (await lessonForSession('the-animal-that-walks-with-you-6'))!;
    expect((butterfly.lesson.parts[0] as { html: string }).html).toMatch(
      /<h2>Final Message<\/h2><p>[^<]*completed The Animal That Walks With You/,
    );
    expect(butterfly.flags).toEqual({ showVideoCard: true, bonusAudio: false, certificate: true });
    expect(await lessonForSession('sonic-sound-healing-1')).toBeNull();
  });
});

/** The escaping @portabletext/to-html applies to text. */
function escape(text: string): string {
  const map: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
  return text.replace(/[&<>"']/g, (c) => map[c]!).replace(/ {2,}/g, (m) => `${'&nbsp;'.repeat(m.length - 1)} `);
}
