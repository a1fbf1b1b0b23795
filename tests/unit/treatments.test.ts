// The treatments seed content, read through the same GROQ the pages use.
import { describe, expect, it } from 'vitest';
import { queryLocal } from '../../src/content/localDataset';
import {
  fillTitle,
  splitParagraphs,
  TREATMENTS_PAGE_QUERY,
  TREATMENTS_QUERY,
  type Treatment,
  type TreatmentsPage,
} from '../../src/content/treatments';
import { imageDimensions } from '../../src/content/images';
import { richTextParagraphs } from '../../src/content/portableText';
import { TREATMENT_SLUGS, UNDERSTANDING_CARDS } from '../fixtures/treatments';

/** A rich-text field's paragraphs as plain text. */
const text = richTextParagraphs;

const treatments = await queryLocal<Treatment[]>(TREATMENTS_QUERY);
const bySlug = Object.fromEntries(treatments.map((t) => [t.slug, t]));

describe('treatment content', () => {
  it('has exactly the 18 treatments of the spec', () => {
    expect(treatments.map((t) => t.slug).sort()).toEqual([...TREATMENT_SLUGS].sort());
  });

  it('gives every treatment exactly 4 process steps and 0 or 6 benefits', () => {
    for (const t of treatments) {
      expect(t.processSteps, t.slug).toHaveLength(4);
      expect([0, 6], t.slug).toContain(t.benefits?.length ?? 0);
    }
  });

  it('never repeats a paragraph, step text or summary across treatments', () => {
    const seen = new Map<string, string>();
    for (const t of treatments) {
      const texts = [
        ...text(t.description),
        t.summary,
        t.subtitle,
        ...t.processSteps.map((s) => s.text),
        ...text(t.sleep?.nightText),
        ...text(t.pain?.reliefText),
      ];
      for (const text of texts) {
        expect(seen.get(text), `"${text.slice(0, 40)}…" in ${t.slug}`).toBeUndefined();
        seen.set(text, t.slug);
      }
      expect(text(t.description).join(' ')).not.toMatch(/lorem|ipsum/i);
    }
  });

  it('matches the per-page facts of the spec', () => {
    const addiction = bySlug['addiction-support']!;
    expect(addiction.imagePosition).toBe('top');
    expect(addiction.description).toHaveLength(4);
    expect(addiction.benefits ?? []).toHaveLength(0);
    expect(addiction.processSteps.map((s) => s.title)).toEqual([
      'Assessment and history',
      'Trigger identification',
      'Hypnotic reprogramming',
      'Relapse prevention',
    ]);
    const performance = bySlug['performance-enhancement']!;
    expect(performance.imagePosition).toBe('center');
    expect(performance.processSteps.map((s) => s.title)).toEqual([
      'Goal setting and assessment',
      'Blocks and limiting beliefs',
      'Hypnotic programming for peak states',
      'Visualisation and mental rehearsal',
    ]);
    const layouts: Record<string, string> = {
      'performance-enhancement': 'center',
      'motivation-productivity-boost': 'left',
      'exam-test-nerves-study-focus': 'right',
      'relationship-social-confidence': 'top',
      'inner-child-healing': 'center',
      'fear-of-driving': 'left',
      'birthing-fertility-support': 'right',
    };
    for (const [slug, position] of Object.entries(layouts)) {
      expect(bySlug[slug]!.imagePosition, slug).toBe(position);
      expect(bySlug[slug]!.benefits, slug).toHaveLength(6);
    }
    expect(text(bySlug['phobia-clearing']!.description).join(' ')).toMatch(
      /four sessions, including the initial consultation.*two days before/,
    );
    expect(text(bySlug['stop-smoking-vaping']!.description).join(' ')).toMatch(/usually takes just one session/);
    expect(bySlug['past-life-regression']!.bookingButton).toEqual({ label: 'Book Session', href: '/past-life-regression-info' });
    expect(treatments.filter((t) => t.bookingButton)).toHaveLength(1);
  });

  it('gives the sleep and pain pages their own sections', () => {
    const sleep = bySlug['sleep-improvement-insomnia-relief']!;
    expect(sleep.specialLayout).toBe('sleep');
    expect(sleep.sleep?.closingHeading).toBe('Ready to Reclaim Your Sleep?');
    expect(sleep.benefits?.join(' ')).toMatch(/calmer bedtime/i);
    expect(sleep.benefits?.join(' ')).toMatch(/daytime energy/i);
    const pain = bySlug['pain-management']!;
    expect(pain.specialLayout).toBe('pain');
    expect(pain.pain?.reliefHeading).toBe('Easing Discomfort, Finding Relief');
    expect(pain.pain?.helpHeading).toBe('How hypnotherapy can help');
    expect(pain.pain?.helpPoints).toHaveLength(3);
    expect(pain.pain?.closingHeading).toBe('Ready to Begin Your Pain Management Journey?');
  });

  it('gives every image a file and alt text', () => {
    for (const t of treatments) {
      expect(t.image.alt?.length, t.slug).toBeGreaterThan(20);
      expect(imageDimensions(t.image).width, t.slug).toBeGreaterThan(0);
    }
  });
});

describe('treatments page content', () => {
  it('has the spec words', async () => {
    const page = (await queryLocal<TreatmentsPage>(TREATMENTS_PAGE_QUERY))!;
    expect(page.expectHeading).toBe('What to Expect');
    expect(page.expectSteps.map((s) => s.title)).toEqual(['Initial Consultation', 'Preparation', 'Treatment Session', 'Integration']);
    expect(page.understandingCards.map((c) => c.title)).toEqual(UNDERSTANDING_CARDS);
    expect(page.backLabel).toBe('Back to Treatments');
    expect(page.bookButton).toEqual({ label: 'Book Consultation', href: '/initial-consultation-info' });
    expect(page.contactMeButton).toEqual({ label: 'Contact Me', href: '/contact' });
    expect(fillTitle(page.closingHeading, 'Anxiety Relief')).toBe('Ready to Begin Your Anxiety Relief Journey?');
    expect(fillTitle(page.benefitsHeading, 'Anxiety Relief')).toBe('Benefits of Anxiety Relief');
  });
});

describe('splitParagraphs', () => {
  it('puts the first two paragraphs beside a right-hand image and the rest below', () => {
    expect(splitParagraphs('right', ['a', 'b', 'c', 'd'])).toEqual({ beside: ['a', 'b'], below: ['c', 'd'] });
    expect(splitParagraphs('left', ['a', 'b', 'c'])).toEqual({ beside: ['a', 'b', 'c'], below: [] });
  });
});
