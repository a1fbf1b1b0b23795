// One owner for each fact: Firestore owns what is sold (price, usual price, coming soon), so the
// Sanity course pages carry none of it; every place that shows a price formats the live record the same way.
import { describe, expect, it } from 'vitest';
import { getCourseInfos, getCourseInfosWithPage } from '../../src/content/courses';
import { queryLocal } from '../../src/content/localDataset';
import { coursePriceView, purchaseLabel } from '../../src/lib/catalog/coursePrice';
import { DEMO_COURSES } from '../../scripts/lib/demo-data.mjs';
import { contentCoursePages } from '../../netlify/lib/catalog/coursePages';
import { salesPageIds } from '../../src/lib/catalog/coursePages';
import { checkoutUrls, infoPagePath } from '../../src/lib/purchase/purchase';

type DemoCourse = { id: string; price: number; original_price: number | null; coming_soon?: boolean; published?: boolean };

describe('course pages in Sanity', () => {
  it('carry no price, usual price or coming-soon state (Firestore owns them)', async () => {
    const docs = await queryLocal<Array<Record<string, unknown>>>('*[_type == "courseInfo"]');
    expect(docs.length).toBeGreaterThan(0);
    for (const doc of docs) {
      for (const field of ['price', 'originalPrice', 'comingSoon']) expect(doc, `${String(doc._id)} ${field}`).not.toHaveProperty(field);
    }
  });

  it("give the spec's two courses their own page, each a course that is for sale", async () => {
    const withPage = await getCourseInfosWithPage();
    expect(withPage.map((info) => info.courseId)).toEqual(['quantum-alchemy-breathwork', 'the-animal-that-walks-with-you']);
    for (const info of withPage) {
      const record = (DEMO_COURSES as DemoCourse[]).find((course) => course.id === info.courseId);
      expect(coursePriceView(record).kind, info.courseId).toBe('sale');
    }
    // The server reads the same fact (a buyer who cancels checkout returns to the course's page): every published
    // course on sale has its page, and a coming-soon one when its Sanity page says so.
    const pages = salesPageIds(DEMO_COURSES as Array<{ id: string; coming_soon: boolean }>, await contentCoursePages());
    expect([...pages].sort()).toEqual(['quantum-alchemy-breathwork', 'the-animal-that-walks-with-you']);
    expect(checkoutUrls('https://maya.example', 'sonic-sound-healing', infoPagePath('sonic-sound-healing', pages)).cancelUrl).toBe(
      'https://maya.example/courses',
    );
    expect(
      checkoutUrls('https://maya.example', 'the-animal-that-walks-with-you', infoPagePath('the-animal-that-walks-with-you', pages))
        .cancelUrl,
    ).toBe('https://maya.example/courses/the-animal-that-walks-with-you');
    const all = await getCourseInfos();
    expect(all.map((info) => info.courseId).sort()).toEqual((DEMO_COURSES as DemoCourse[]).map((course) => course.id).sort());
  });
});

describe('the live price display', () => {
  it('shows the price with pence, the usual price struck through and the saving (spec 9)', () => {
    const view = coursePriceView({ price: 25, original_price: 59.99, coming_soon: false });
    expect(view).toEqual({ kind: 'sale', price: 25, now: '£25.00', was: '£59.99', saving: 'Save £34.99' });
    expect(purchaseLabel('Enroll Now', view)).toBe('Enroll Now – £25.00');
    expect(coursePriceView({ price: 199.99, original_price: null })).toEqual({
      kind: 'sale',
      price: 199.99,
      now: '£199.99',
      was: null,
      saving: null,
    });
  });

  it('follows a changed price at once', () => {
    expect(coursePriceView({ price: 30, original_price: 59.99 })).toMatchObject({ now: '£30.00', saving: 'Save £29.99' });
    expect(coursePriceView({ price: 70, original_price: 59.99 })).toMatchObject({ now: '£70.00', was: null, saving: null });
  });

  it('shows no price for a coming-soon course, nor for one that is not for sale or not listed', () => {
    expect(coursePriceView({ price: 25, original_price: null, coming_soon: true })).toEqual({ kind: 'soon' });
    expect(coursePriceView({ price: 0, original_price: null })).toEqual({ kind: 'none' });
    expect(coursePriceView(undefined)).toEqual({ kind: 'none' });
    expect(purchaseLabel('Enroll Now', { kind: 'none' })).toBe('Enroll Now');
  });
});
