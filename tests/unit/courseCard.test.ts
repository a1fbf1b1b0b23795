// The /courses card, as the build writes it and the page's script writes it again: prices, sale tag, coming soon,
// links, 'Go to Course' for an owner, every text escaped; and the fingerprint that says when a card changed.
import { describe, expect, it } from 'vitest';
import { cardFacts, courseCardHtml, type CardLabels } from '../../src/lib/catalog/courseCard';
import type { PublicCourse } from '../../src/lib/catalog/publicCourses';

const labels: CardLabels = { learnMore: 'Learn More', content: 'Course Content', comingSoon: 'COMING SOON', goToCourse: 'Go to Course' };
const course: PublicCourse = {
  id: 'quantum',
  title: 'Quantum <Breath>',
  description: 'Calm & clear.',
  image_url: '/q.webp',
  price: 25,
  original_price: 59.99,
  sale_tag: '50% OFF',
  sale_ends_at: null,
  coming_soon: false,
  sessions: [{ title: 'One', description: 'First "breath".' }],
};
const info = { href: '/courses/quantum', image: null };

describe('a course card', () => {
  it('shows the sale price, the usual price struck through and the tag, linking to its page', () => {
    const html = courseCardHtml(course, info, labels);
    expect(html).toContain('<s><span class="sr-only">Usual price </span>£59.99</s> <span class="course-card__now">£25.00</span>');
    expect(html).toContain('<span class="course-card__tag badge">50% OFF</span>');
    expect(html).toContain('<a href="/courses/quantum" class="btn">Learn More<span class="sr-only">: Quantum &lt;Breath&gt;</span></a>');
    expect(html).toContain('<p>Calm &amp; clear.</p>');
    expect(html).toContain('<p>First &quot;breath&quot;.</p>');
    expect(html).not.toContain('<Breath>');
  });

  it("shows 'COMING SOON' and no price for a coming-soon course", () => {
    const html = courseCardHtml({ ...course, coming_soon: true }, { href: '/contact', image: null }, labels);
    expect(html).toContain('is-coming-soon');
    expect(html).toContain('<span class="course-card__soon">COMING SOON</span>');
    expect(html).not.toContain('£');
  });

  it("offers 'Go to Course' into the course to someone who owns it", () => {
    const html = courseCardHtml(course, info, labels, true);
    expect(html).toContain('<a href="/course/quantum" class="btn">Go to Course');
    expect(html).not.toContain('>Learn More<');
  });

  it('changes its fingerprint when what it shows changes, and only then', () => {
    expect(cardFacts({ ...course })).toBe(cardFacts(course));
    expect(cardFacts({ ...course, price: 30 })).not.toBe(cardFacts(course));
    expect(cardFacts({ ...course, sessions: [] })).not.toBe(cardFacts(course));
  });
});
