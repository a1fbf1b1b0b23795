import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  canonicalUrl,
  courseJsonLd,
  courseListJsonLd,
  documentTitle,
  faqJsonLd,
  isNonIndexedPath,
  normalizePath,
  practitionerJsonLd,
  priceRange,
  robotsTxt,
  serializeJsonLd,
  sitemapXml,
} from '../../src/lib/site/seo';

const SITE = 'https://www.example.co.uk';

describe('addresses', () => {
  it('normalises page paths to the one form the site links to', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('/index.html')).toBe('/');
    expect(normalizePath('/treatments/anxiety-relief/')).toBe('/treatments/anxiety-relief');
    expect(normalizePath('/treatments/anxiety-relief/index.html')).toBe('/treatments/anxiety-relief');
    expect(normalizePath('contact?sent=1#top')).toBe('/contact');
    expect(normalizePath('//blog//')).toBe('/blog');
  });

  it('builds canonical addresses on the site address, with or without its trailing slash', () => {
    expect(canonicalUrl(SITE, '/')).toBe('https://www.example.co.uk/');
    expect(canonicalUrl(`${SITE}/`, '/blog/')).toBe('https://www.example.co.uk/blog');
    expect(canonicalUrl(SITE, '/treatments/anxiety-relief/index.html')).toBe('https://www.example.co.uk/treatments/anxiety-relief');
  });

  it('makes image paths absolute and leaves absolute addresses alone', () => {
    expect(absoluteUrl(SITE, '/seed-images/calm-1200.jpg')).toBe('https://www.example.co.uk/seed-images/calm-1200.jpg');
    expect(absoluteUrl(SITE, 'https://cdn.sanity.io/images/p/d/x.jpg?w=1200')).toBe('https://cdn.sanity.io/images/p/d/x.jpg?w=1200');
  });

  it('appends the brand to every title but the home page', () => {
    expect(documentTitle('Blog', 'Maya Linwood Hypnotherapy')).toBe('Blog | Maya Linwood Hypnotherapy');
    expect(documentTitle('Maya Linwood Hypnotherapy', 'Maya Linwood Hypnotherapy')).toBe('Maya Linwood Hypnotherapy');
  });
});

describe('JSON-LD', () => {
  it('cannot be broken out of: no "<", ">" or "&" survive, and it still parses back to the same data', () => {
    const data = { name: '</script><script>alert(1)</script>', text: 'Tom & Jerry\u2028next' };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);
  });

  it('lists breadcrumbs in order with absolute addresses', () => {
    const json = breadcrumbJsonLd(SITE, [
      { name: 'Home', path: '/' },
      { name: 'Treatments', path: '/treatments' },
      { name: 'Phobia Clearing', path: '/treatments/phobia-clearing' },
    ]);
    expect(json['@type']).toBe('BreadcrumbList');
    expect(json.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.co.uk/' },
      { '@type': 'ListItem', position: 2, name: 'Treatments', item: 'https://www.example.co.uk/treatments' },
      { '@type': 'ListItem', position: 3, name: 'Phobia Clearing', item: 'https://www.example.co.uk/treatments/phobia-clearing' },
    ]);
  });

  it('gives the price range from the lowest to the highest paid price, leaving free offers out', () => {
    expect(priceRange([0, 45, 70, 50, 180, 360])).toBe('£45–£360');
    expect(priceRange([0, 25])).toBe('£25');
    expect(priceRange([0])).toBeNull();
    expect(priceRange([])).toBeNull();
  });

  it('describes the practice (LocalBusiness with price range) and the practitioner (Person), linked to each other', () => {
    const json = practitionerJsonLd({
      siteUrl: SITE,
      brandName: 'Maya Linwood Hypnotherapy',
      practitionerName: 'Maya Linwood',
      description: 'Hypnotherapy online.',
      email: 'hello@example.co.uk',
      telephone: '+44 7700 900123',
      areaServed: 'available worldwide via online sessions',
      aboutPath: '/about-maya-linwood',
      image: 'https://www.example.co.uk/portrait.jpg',
      sameAs: ['https://www.instagram.com/x'],
      priceRange: '£45–£360',
    });
    const [business, person] = json['@graph'] as Record<string, unknown>[];
    expect(business).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Maya Linwood Hypnotherapy',
      priceRange: '£45–£360',
      url: 'https://www.example.co.uk/',
      telephone: '+44 7700 900123',
      founder: { '@id': person!['@id'] },
    });
    expect(person).toMatchObject({
      '@type': 'Person',
      name: 'Maya Linwood',
      url: 'https://www.example.co.uk/about-maya-linwood',
      worksFor: { '@id': business!['@id'] },
      sameAs: ['https://www.instagram.com/x'],
    });
  });

  it('describes a course with its offer in pounds, and a course not on sale without one', () => {
    const onSale = courseJsonLd({
      siteUrl: SITE,
      brandName: 'B',
      name: 'Quantum Alchemy Breathwork',
      description: 'D',
      path: '/courses/quantum-alchemy-breathwork',
      price: 25,
    });
    expect(onSale).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Quantum Alchemy Breathwork',
      url: 'https://www.example.co.uk/courses/quantum-alchemy-breathwork',
      provider: { '@type': 'Organization', name: 'B' },
      offers: { '@type': 'Offer', price: '25.00', priceCurrency: 'GBP', category: 'Paid' },
    });
    const endingSale = courseJsonLd({
      siteUrl: SITE,
      brandName: 'B',
      name: 'Q',
      description: 'D',
      path: '/courses/q',
      price: 25,
      priceValidUntil: '2030-03-01T12:00:00.000Z',
    });
    expect(endingSale.offers).toMatchObject({ price: '25.00', priceCurrency: 'GBP', priceValidUntil: '2030-03-01' });
    expect(onSale.offers).not.toHaveProperty('priceValidUntil');
    const soon = courseJsonLd({
      siteUrl: SITE,
      brandName: 'B',
      name: 'Sonic Sound Healing',
      description: 'D',
      path: '/courses',
      price: null,
    });
    expect(soon).not.toHaveProperty('offers');
    const list = courseListJsonLd(SITE, [
      { siteUrl: SITE, brandName: 'B', name: 'One', description: 'D', path: '/courses/one', price: 10 },
      { siteUrl: SITE, brandName: 'B', name: 'Two', description: 'D', path: '/courses', price: null },
    ]);
    expect(list['@type']).toBe('ItemList');
    expect(
      (list.itemListElement as { item: { '@type': string; name: string } }[]).map((entry) => [entry.item['@type'], entry.item.name]),
    ).toEqual([
      ['Course', 'One'],
      ['Course', 'Two'],
    ]);
  });

  it('turns questions and answers into an FAQPage', () => {
    expect(faqJsonLd([{ question: 'Is it for me?', answer: 'Probably.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Is it for me?', acceptedAnswer: { '@type': 'Answer', text: 'Probably.' } }],
    });
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists each page once, absolute and XML-escaped', () => {
    const xml = sitemapXml(SITE, ['/', '/blog', '/blog/', '/a&b']);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://www.example.co.uk/',
      'https://www.example.co.uk/blog',
      'https://www.example.co.uk/a&amp;b',
    ]);
  });

  it('refuses the sign-in, learner, admin, app and payment pages', () => {
    for (const path of ['/auth', '/course-dashboard', '/admin', '/app/course', '/course/abc', '/payment-success', '/api/health']) {
      expect(isNonIndexedPath(path)).toBe(true);
    }
    for (const path of ['/', '/courses', '/courses/quantum-alchemy-breathwork', '/contact', '/treatments/anxiety-relief']) {
      expect(isNonIndexedPath(path)).toBe(false);
    }
    expect(() => sitemapXml(SITE, ['/', '/auth'])).toThrow(/\/auth/);
  });

  it('robots.txt keeps the app routes out and points at the sitemap', () => {
    const text = robotsTxt(`${SITE}/`);
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const route of ['/auth', '/course-dashboard', '/admin', '/app/', '/course/', '/api/'])
      expect(text).toContain(`Disallow: ${route}\n`);
    expect(text).not.toMatch(/^Disallow: \/$/m);
    expect(text).toMatch(/^Sitemap: https:\/\/www\.example\.co\.uk\/sitemap\.xml$/m);
  });
});
