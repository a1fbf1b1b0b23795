// Search and sharing, checked on the BUILT pages: a unique title and description per page, canonical
// addresses, Open Graph / Twitter tags with an absolute image, sitemap.xml = exactly the indexable pages,
// robots.txt, and the JSON-LD of the practitioner, the courses, the contact FAQ and the treatment
// breadcrumbs. In Chromium: the JSON-LD blocks cause no Content-Security-Policy violation.
import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { distPath, htmlPages, isNoindex, jsonLd, meta, tags, title, type HtmlPage } from './seoDist';

type Json = Record<string, any>;

const seed = readFileSync('content/seed/data.ndjson', 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Json);
const settings = seed.find((doc) => doc._id === 'siteSettings')!;
const SITE = String(settings.siteUrl).replace(/\/$/, '');
const FAQ = seed.find((doc) => doc._id === 'contactPage')!.faq as { question: string; answer: string }[];

const pages = htmlPages();
const indexable = pages.filter((page) => !isNoindex(page.html));
const byRoute = (route: string) => pages.find((page) => page.route === route)!;
const canonical = (page: HtmlPage) => tags(page.html, ['link']).find((tag) => tag.attrs.rel === 'canonical')?.attrs.href;
const graphNodes = (blocks: unknown[]): Json[] =>
  (blocks as Json[]).flatMap((block) => (block['@graph'] ? (block['@graph'] as Json[]) : [block]));

test('every built page has its own title and description', () => {
  expect(pages.length).toBeGreaterThan(30);
  const titles = new Map<string, string[]>();
  const descriptions = new Map<string, string[]>();
  for (const page of pages) {
    const pageTitle = title(page.html);
    const description = meta(page.html, 'description') ?? '';
    expect(pageTitle, `${page.route} has a title`).not.toBe('');
    expect(description.length, `${page.route} has a description`).toBeGreaterThan(20);
    titles.set(pageTitle, [...(titles.get(pageTitle) ?? []), page.route]);
    descriptions.set(description, [...(descriptions.get(description) ?? []), page.route]);
  }
  const shared = (map: Map<string, string[]>) =>
    [...map].filter(([, routes]) => routes.length > 1).map(([text, routes]) => `"${text}": ${routes.join(', ')}`);
  expect(shared(titles), 'titles used by more than one page').toEqual([]);
  expect(shared(descriptions), 'descriptions used by more than one page').toEqual([]);
});

test('indexable pages have a canonical address, Open Graph and Twitter tags with an absolute image', () => {
  for (const page of indexable) {
    const expected = page.route === '/' ? `${SITE}/` : `${SITE}${page.route}`;
    expect(canonical(page), page.route).toBe(expected);
    expect(meta(page.html, 'og:url'), page.route).toBe(expected);
    expect(meta(page.html, 'og:title'), page.route).toBe(title(page.html));
    expect(meta(page.html, 'og:description'), page.route).toBe(meta(page.html, 'description'));
    expect(meta(page.html, 'twitter:card'), page.route).toBe('summary_large_image');
    const image = meta(page.html, 'og:image')!;
    expect(image, `${page.route} og:image is absolute`).toMatch(/^https:\/\//);
    expect(meta(page.html, 'twitter:image'), page.route).toBe(image);
    expect(Number(meta(page.html, 'og:image:width')), page.route).toBeGreaterThan(0);
    expect(meta(page.html, 'og:image:alt'), page.route).toBeTruthy();
    // An image of this site must be in the build (at the same path).
    if (image.startsWith(`${SITE}/`)) expect(() => readFileSync(distPath(new URL(image).pathname)), `${image} is built`).not.toThrow();
  }
  // Each page's own picture where it has one.
  expect(meta(byRoute('/treatments/anxiety-relief').html, 'og:image')).toMatch(/anxiety/);
  expect(meta(byRoute('/courses/quantum-alchemy-breathwork').html, 'og:image')).toMatch(/quantum-alchemy-breathwork/);
  expect(meta(byRoute('/about-maya-linwood').html, 'og:image')).toMatch(/portrait/);
  // Pages kept out of search engines have no canonical address.
  for (const page of pages.filter((p) => isNoindex(p.html))) expect(canonical(page), page.route).toBeUndefined();
});

test('the built course pages and /courses carry their prices for readers without JavaScript and link previews', () => {
  const quantum = byRoute('/courses/quantum-alchemy-breathwork').html;
  expect(meta(quantum, 'og:type')).toBe('product');
  expect(meta(quantum, 'product:price:amount')).toBe('25.00');
  expect(meta(quantum, 'product:price:currency')).toBe('GBP');
  // The hero's price, the usual price struck through, the saving and the button's price are in the HTML itself.
  expect(quantum).toMatch(/data-price-now[^>]*>£25\.00</);
  expect(quantum).toMatch(/data-price-figure[^>]*>£59\.99</);
  expect(quantum).toMatch(/data-price-saving[^>]*>Save £34\.99</);
  expect(quantum).toMatch(/ – £25\.00<\/span>/);
  expect(meta(byRoute('/courses/the-animal-that-walks-with-you').html, 'product:price:amount')).toBe('199.99');

  const list = byRoute('/courses').html;
  expect(list).toContain('<span class="course-card__now">£25.00</span>');
  expect(list).toContain('<s><span class="sr-only">Usual price </span>£59.99</s>');
  expect(list).toContain('<span class="course-card__now">£199.99</span>');
  expect(list.match(/<span class="course-card__soon">COMING SOON<\/span>/g)).toHaveLength(2);
  expect(meta(list, 'og:type')).toBe('website');
});

test('sitemap.xml lists exactly the indexable pages; robots.txt keeps the app out and points at it', () => {
  const xml = readFileSync(distPath('/sitemap.xml'), 'utf8');
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!).sort();
  const expected = indexable.map((page) => (page.route === '/' ? `${SITE}/` : `${SITE}${page.route}`)).sort();
  expect(listed).toEqual(expected);
  expect(listed).toHaveLength(31); // home, about, 3 course pages, treatments + 18, blog, work with me, 4 info pages, contact
  for (const route of ['/auth', '/course-dashboard', '/admin', '/app/course', '/404.html']) expect(listed).not.toContain(`${SITE}${route}`);

  const robots = readFileSync(distPath('/robots.txt'), 'utf8');
  expect(robots).toMatch(/^User-agent: \*$/m);
  for (const route of ['/auth', '/course-dashboard', '/course/', '/app/', '/admin', '/api/'])
    expect(robots).toContain(`Disallow: ${route}\n`);
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  // Nothing in the sitemap is disallowed.
  const disallowed = [...robots.matchAll(/^Disallow: (\S+)$/gm)].map((m) => m[1]!);
  for (const url of listed)
    expect(
      disallowed.filter((prefix) => new URL(url).pathname.startsWith(prefix)),
      url,
    ).toEqual([]);
  // Every page that is not indexable says so, whether robots.txt covers it or not.
  for (const page of pages.filter((p) => disallowed.some((prefix) => p.route.startsWith(prefix))))
    expect(isNoindex(page.html), page.route).toBe(true);
});

test('JSON-LD describes the practitioner, the courses, the contact FAQ and the treatment breadcrumbs', () => {
  for (const route of ['/', '/about-maya-linwood']) {
    const nodes = graphNodes(jsonLd(byRoute(route).html));
    const business = nodes.find((node) => node['@type'] === 'LocalBusiness');
    const person = nodes.find((node) => node['@type'] === 'Person');
    expect(business, route).toMatchObject({
      name: settings.brandName,
      url: `${SITE}/`,
      email: settings.contact.email,
      telephone: settings.contact.phone,
    });
    expect(business!.priceRange, route).toBe('£45–£360'); // the paid sale prices of spec 9, single session to 8-pack
    expect(person, route).toMatchObject({
      name: settings.practitionerName,
      url: `${SITE}/about-maya-linwood`,
      worksFor: { '@id': business!['@id'] },
    });
    expect(person!.sameAs, route).toEqual(expect.arrayContaining(['https://www.instagram.com/mayalinwood.hypnotherapy']));
  }

  const quantum = graphNodes(jsonLd(byRoute('/courses/quantum-alchemy-breathwork').html)).find((node) => node['@type'] === 'Course');
  expect(quantum).toMatchObject({ name: 'Quantum Alchemy Breathwork', url: `${SITE}/courses/quantum-alchemy-breathwork` });
  const animal = graphNodes(jsonLd(byRoute('/courses/the-animal-that-walks-with-you').html)).find((node) => node['@type'] === 'Course');
  expect(animal).toMatchObject({ name: 'The Animal That Walks With You' });
  // The price is built in (the catalog the build read: the demo catalog here), as a GBP offer search engines read.
  expect(quantum!.offers).toMatchObject({
    '@type': 'Offer',
    price: '25.00',
    priceCurrency: 'GBP',
    availability: 'https://schema.org/InStock',
    url: `${SITE}/courses/quantum-alchemy-breathwork`,
  });
  expect(animal!.offers).toMatchObject({ price: '199.99', priceCurrency: 'GBP', availability: 'https://schema.org/InStock' });

  const list = graphNodes(jsonLd(byRoute('/courses').html)).find((node) => node['@type'] === 'ItemList');
  const courses = (list!.itemListElement as Json[]).map((entry) => entry.item as Json);
  expect(courses.map((course) => course['@type'])).toEqual(['Course', 'Course', 'Course', 'Course']);
  expect(courses.map((course) => course.name)).toEqual(
    expect.arrayContaining(['Quantum Alchemy Breathwork', 'The Animal That Walks With You', 'Sonic Sound Healing', 'Shapeshifter Soul']),
  );
  for (const soon of courses.filter((course) => ['Sonic Sound Healing', 'Shapeshifter Soul'].includes(course.name)))
    expect(soon.offers).toBeUndefined();
  expect(courses.find((course) => course.name === 'Quantum Alchemy Breathwork')!.offers).toMatchObject({
    price: '25.00',
    priceCurrency: 'GBP',
  });
  expect(courses.find((course) => course.name === 'The Animal That Walks With You')!.offers).toMatchObject({
    price: '199.99',
    priceCurrency: 'GBP',
  });

  const faq = graphNodes(jsonLd(byRoute('/contact').html)).find((node) => node['@type'] === 'FAQPage');
  expect(faq!.mainEntity).toEqual(
    FAQ.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
  );

  for (const page of pages.filter((p) => /^\/treatments\/[^/]+$/.test(p.route))) {
    const crumbs = graphNodes(jsonLd(page.html)).find((node) => node['@type'] === 'BreadcrumbList');
    expect(
      crumbs!.itemListElement.map((item: Json) => item.item),
      page.route,
    ).toEqual([`${SITE}/`, `${SITE}/treatments`, `${SITE}${page.route}`]);
  }
});

test('JSON-LD is data, not script: no Content-Security-Policy violation or console error in Chromium', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  // Registered before any page script (init scripts are not subject to the page's CSP).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  for (const route of [
    '/',
    '/about-maya-linwood',
    '/courses',
    '/courses/quantum-alchemy-breathwork',
    '/contact',
    '/treatments/anxiety-relief',
  ]) {
    const response = await page.goto(route);
    // The check means something only with the production CSP in force.
    expect(response!.headers()['content-security-policy'], route).toContain("script-src 'self'");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks.length, route).toBeGreaterThan(0);
    for (const block of blocks) expect(() => JSON.parse(block), route).not.toThrow();
    // The frame's own inline script ran (a CSP that blocked scripts would show here)...
    await expect(page.locator('html.js'), route).toBeAttached();
    // ...and the page recorded no policy violation.
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), route).toEqual([]);
  }
  expect(problems).toEqual([]);
});

test('sitemap.xml and robots.txt are served with their types', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  expect(await sitemap.text()).toContain(`<loc>${SITE}/treatments/anxiety-relief</loc>`);
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});
