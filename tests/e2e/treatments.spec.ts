// /treatments and the 18 treatment pages (spec 2.5): words, links, layouts, special pages, axe.
// Titles and benefits come from the seed (content/seed/data.ndjson) through the same GROQ the pages use.
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { queryLocal } from '../../src/content/localDataset';
import { TREATMENTS_QUERY, type Treatment } from '../../src/content/treatments';
import { TREATMENT_SLUGS, UNDERSTANDING_CARDS } from '../fixtures/treatments';

const treatments = await queryLocal<Treatment[]>(TREATMENTS_QUERY);
const bySlug = new Map(treatments.map((t) => [t.slug, t]));

const main = (page: Page) => page.getByRole('main');

async function axeViolations(page: Page): Promise<string[]> {
  // Let the staggered entrance animations finish, so axe sees the final colours.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function expectImagesSized(page: Page) {
  const images = main(page).locator('img');
  expect(await images.count()).toBeGreaterThan(0);
  for (const img of await images.all()) {
    await expect(img).toHaveAttribute('width', /^\d+$/);
    await expect(img).toHaveAttribute('height', /^\d+$/);
  }
}

test.describe('/treatments', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('lists the 18 treatments in a grid of up to 4 columns, each linking to its page', async ({ page }) => {
    await page.goto('/treatments');
    await expect(page.getByRole('heading', { level: 1, name: 'Treatments' })).toBeVisible();
    const grid = page.getByTestId('treatment-grid');
    const links = grid.getByRole('link');
    await expect(links).toHaveCount(18);
    expect((await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).sort()).toEqual(
      TREATMENT_SLUGS.map((slug) => `/treatments/${slug}`).sort(),
    );
    for (const t of treatments)
      await expect(grid.getByRole('link', { name: t.title, exact: true })).toHaveAttribute('href', `/treatments/${t.slug}`);
    const columns = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(4);
    await expectImagesSized(page);
  });

  test('uses 2 columns on a small tablet and 1 on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await page.goto('/treatments');
    const grid = page.getByTestId('treatment-grid');
    expect(await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)).toBe(2);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)).toBe(1);
  });

  test('a card opens its treatment page', async ({ page }) => {
    await page.goto('/treatments');
    await page.getByTestId('treatment-grid').getByRole('link', { name: 'Fear of Driving', exact: true }).click();
    await expect(page).toHaveURL(/\/treatments\/fear-of-driving\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fear of Driving' })).toBeVisible();
  });

  test('explains what to expect in 4 steps, safety, and links to consultation and contact', async ({ page }) => {
    await page.goto('/treatments');
    const expectSection = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'What to Expect' }) });
    await expect(expectSection.locator('ol > li h3')).toHaveText([
      'Initial Consultation',
      'Preparation',
      'Treatment Session',
      'Integration',
    ]);
    await expect(page.getByRole('heading', { level: 2, name: 'Your Safety and Wellbeing' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Book Initial Consultation' })).toHaveAttribute('href', '/initial-consultation-info');
    await expect(main(page).getByRole('link', { name: 'Contact Me', exact: true })).toHaveAttribute('href', '/contact');
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/treatments');
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('all 18 treatment pages render the common layout', async ({ page }) => {
  test.setTimeout(120_000);
  expect([...bySlug.keys()].sort()).toEqual([...TREATMENT_SLUGS].sort());
  for (const slug of TREATMENT_SLUGS) {
    const t = bySlug.get(slug)!;
    await page.goto(`/treatments/${slug}`);
    const m = main(page);
    await expect(m.getByRole('heading', { level: 1 }), slug).toHaveText(t.title);
    await expect(m.getByRole('link', { name: 'Back to Treatments' })).toHaveAttribute('href', '/treatments');
    await expect(m.getByRole('heading', { level: 2, name: t.subtitle })).toBeVisible();

    const process = m.locator('[data-section="process"]');
    await expect(process.getByRole('heading', { level: 2 })).toHaveText('Treatment Process');
    await expect(process.locator('ol > li'), slug).toHaveCount(4);
    await expect(process.locator('ol > li .step__number')).toHaveText(['1', '2', '3', '4']);
    await expect(process.locator('ol > li h3')).toHaveText(t.processSteps.map((s) => s.title));

    const understanding = m.locator('[data-section="understanding"]');
    await expect(understanding.getByRole('heading', { level: 2 })).toHaveText('Understanding Hypnotherapy');
    await expect(understanding.locator('li h3')).toHaveText(UNDERSTANDING_CARDS);

    const benefits = m.locator('[data-section="benefits"]');
    if (t.benefits && t.benefits.length > 0) {
      await expect(benefits.getByRole('heading', { level: 2 })).toHaveText(`Benefits of ${t.title}`);
      await expect(benefits.locator('li'), slug).toHaveCount(6);
      await expect(benefits.locator('li svg')).toHaveCount(6);
    } else {
      await expect(benefits, slug).toHaveCount(0);
      await expect(m.getByText(/^Benefits of/)).toHaveCount(0);
    }

    const closing =
      slug === 'sleep-improvement-insomnia-relief' ? 'Ready to Reclaim Your Sleep?' : `Ready to Begin Your ${t.title} Journey?`;
    await expect(m.getByRole('heading', { level: 2, name: closing, exact: true }), slug).toBeVisible();
    if (slug === 'past-life-regression') {
      await expect(m.getByRole('link', { name: 'Book Session' })).toHaveAttribute('href', '/past-life-regression-info');
      await expect(m.getByRole('link', { name: 'Book Consultation' })).toHaveCount(0);
    } else {
      await expect(m.getByRole('link', { name: 'Book Consultation' }), slug).toHaveAttribute('href', '/initial-consultation-info');
      await expect(m.getByRole('link', { name: 'Book Session' })).toHaveCount(0);
    }
    await expect(m.getByRole('link', { name: 'Contact Me', exact: true })).toHaveAttribute('href', '/contact');
    await expectImagesSized(page);
    await expect(m.getByRole('img', { name: t.image.alt! })).toBeVisible();
  }
});

test('addiction support has 4 paragraphs and no benefits; performance enhancement has its steps', async ({ page }) => {
  await page.goto('/treatments/addiction-support');
  await expect(page.locator('[data-layout] .intro__text p, [data-layout] .intro__below p')).toHaveCount(4);
  await expect(page.locator('[data-section="process"] li h3')).toHaveText([
    'Assessment and history',
    'Trigger identification',
    'Hypnotic reprogramming',
    'Relapse prevention',
  ]);
  await expect(page.locator('[data-section="benefits"]')).toHaveCount(0);
  await page.goto('/treatments/performance-enhancement');
  await expect(page.locator('[data-section="process"] li h3')).toHaveText([
    'Goal setting and assessment',
    'Blocks and limiting beliefs',
    'Hypnotic programming for peak states',
    'Visualisation and mental rehearsal',
  ]);
});

test.describe('image layouts', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

  test('left: the image sits beside the text, on the left', async ({ page }) => {
    await page.goto('/treatments/motivation-productivity-boost');
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'left');
    const image = await box(page, '.intro__media');
    const text = await box(page, '.intro__text');
    expect(image.x + image.width).toBeLessThanOrEqual(text.x);
  });

  test('right: the first two paragraphs beside the image, the rest below', async ({ page }) => {
    await page.goto('/treatments/exam-test-nerves-study-focus');
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'right');
    await expect(page.locator('.intro__text p')).toHaveCount(2);
    const image = await box(page, '.intro__media');
    const text = await box(page, '.intro__text');
    const below = await box(page, '.intro__below');
    expect(text.x + text.width).toBeLessThanOrEqual(image.x);
    expect(below.y).toBeGreaterThanOrEqual(image.y + image.height);
  });

  test('top: the image above the text', async ({ page }) => {
    await page.goto('/treatments/relationship-social-confidence');
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'top');
    const image = await box(page, '.intro__media');
    const text = await box(page, '.intro__text');
    expect(image.y + image.height).toBeLessThanOrEqual(text.y);
  });

  test('center: the text above the image', async ({ page }) => {
    await page.goto('/treatments/inner-child-healing');
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'center');
    const image = await box(page, '.intro__media');
    const text = await box(page, '.intro__text');
    expect(text.y + text.height).toBeLessThanOrEqual(image.y);
  });

  test('each page has the layout set in its content', async ({ page }) => {
    for (const slug of ['birthing-fertility-support', 'fear-of-driving', 'performance-enhancement', 'addiction-support']) {
      await page.goto(`/treatments/${slug}`);
      await expect(page.locator('[data-layout]'), slug).toHaveAttribute('data-layout', bySlug.get(slug)!.imagePosition);
    }
  });
});

test('the sleep page has its own sections, closing and buttons', async ({ page }) => {
  await page.goto('/treatments/sleep-improvement-insomnia-relief');
  const m = main(page);
  await expect(page.locator('[data-special="sleep"]')).toHaveCount(1);
  await expect(m.locator('[data-section="sleep-signs"] h2')).toHaveText('Does This Sound Familiar?');
  await expect(m.locator('[data-section="sleep-signs"] li')).toHaveCount(5);
  await expect(m.locator('[data-section="sleep-evenings"] h2')).toHaveText('Gentle Evenings, Restful Nights');
  await expect(m.getByRole('heading', { level: 2, name: 'Ready to Reclaim Your Sleep?' })).toBeVisible();
  await expect(m.locator('[data-section="benefits"]')).toContainText('calmer bedtime');
  await expect(m.locator('[data-section="benefits"]')).toContainText('Improved daytime energy');
  await expect(m.getByRole('link', { name: 'Book Consultation' })).toHaveAttribute('href', '/initial-consultation-info');
  await expect(m.getByRole('link', { name: 'Contact Me', exact: true })).toHaveAttribute('href', '/contact');
});

test('the pain page has its relief and how-it-helps sections, closing and buttons', async ({ page }) => {
  await page.goto('/treatments/pain-management');
  const m = main(page);
  await expect(page.locator('[data-special="pain"]')).toHaveCount(1);
  await expect(m.getByRole('heading', { level: 2, name: 'Easing Discomfort, Finding Relief' })).toBeVisible();
  await expect(m.getByRole('heading', { level: 2, name: 'How hypnotherapy can help' })).toBeVisible();
  await expect(m.locator('[data-section="pain-help"] li')).toHaveCount(3);
  await expect(m.getByRole('heading', { level: 2, name: 'Ready to Begin Your Pain Management Journey?' })).toBeVisible();
  await expect(m.getByRole('link', { name: 'Book Consultation' })).toHaveAttribute('href', '/initial-consultation-info');
  await expect(m.getByRole('link', { name: 'Contact Me', exact: true })).toHaveAttribute('href', '/contact');
});

test('cards animate in 0.1 s apart, and not at all with reduced motion', async ({ page }) => {
  await page.goto('/treatments/anxiety-relief');
  const steps = page.locator('[data-section="process"] li');
  expect(await steps.evaluateAll((els) => els.map((el) => getComputedStyle(el).animationDelay))).toEqual(['0s', '0.1s', '0.2s', '0.3s']);
  const cards = page.locator('[data-section="understanding"] li');
  expect(await cards.evaluateAll((els) => els.map((el) => getComputedStyle(el).animationDelay))).toEqual(['0s', '0.1s', '0.2s', '0.3s']);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await steps.evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName))).toEqual(['none', 'none', 'none', 'none']);
});

test('treatment pages carry breadcrumb structured data', async ({ page }) => {
  await page.goto('/treatments/phobia-clearing');
  const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(json['@type']).toBe('BreadcrumbList');
  expect(json.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Treatments', 'Phobia Clearing']);
  expect(json.itemListElement[2].item).toMatch(/\/treatments\/phobia-clearing$/);
});

for (const slug of [
  'anxiety-relief', // left
  'exam-test-nerves-study-focus', // right
  'addiction-support', // top, no benefits
  'performance-enhancement', // center
  'past-life-regression',
  'sleep-improvement-insomnia-relief',
  'pain-management',
]) {
  test(`/treatments/${slug} has no axe violations`, async ({ page }) => {
    await page.goto(`/treatments/${slug}`);
    expect(await axeViolations(page)).toEqual([]);
  });
}
