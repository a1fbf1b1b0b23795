// The rules of a course's state (C1) and the course builder's schemas, shared by the admin form and the server.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  catalogSchema,
  COURSE_IS_COMING_SOON,
  COURSE_IS_DRAFT,
  courseChangeSchema,
  courseCreateSchema,
  courseState,
  editRefusal,
  needsRebuild,
  ON_SALE_NEEDS_PRICE,
  ORIGINAL_PRICE_NOT_ABOVE,
  publishRefusal,
  PUBLISH_NEEDS_PRICE,
  PUBLISH_NEEDS_SESSION,
  saleRefusal,
  type PublicFacts,
} from '../../src/lib/admin/courseSchemas';

const firstError = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('course state', () => {
  it('is a draft unless published is exactly true (old records without the field are drafts)', () => {
    expect(courseState({})).toEqual({ published: false, coming_soon: false });
    expect(courseState({ published: 'yes', coming_soon: 1 })).toEqual({ published: false, coming_soon: false });
    expect(courseState({ published: true, coming_soon: true })).toEqual({ published: true, coming_soon: true });
  });

  it('sells only a published course that is not coming soon', () => {
    expect(saleRefusal({ published: false, coming_soon: false })).toBe(COURSE_IS_DRAFT);
    expect(saleRefusal({ published: false, coming_soon: true })).toBe(COURSE_IS_DRAFT);
    expect(saleRefusal({ published: true, coming_soon: true })).toBe(COURSE_IS_COMING_SOON);
    expect(saleRefusal({ published: true, coming_soon: false })).toBeNull();
  });

  it('publishes only with a session, and with a price above zero unless coming soon', () => {
    expect(publishRefusal({ price: 25, coming_soon: false }, 0)).toBe(PUBLISH_NEEDS_SESSION);
    expect(publishRefusal({ price: 0, coming_soon: false }, 3)).toBe(PUBLISH_NEEDS_PRICE);
    expect(publishRefusal({ price: 0.004, coming_soon: false }, 3)).toBe(PUBLISH_NEEDS_PRICE);
    expect(publishRefusal({ price: 0.01, coming_soon: false }, 1)).toBeNull();
    expect(publishRefusal({ price: 0, coming_soon: true }, 6)).toBeNull();
  });

  it('keeps a price on a published course on sale; drafts and coming-soon courses may have none', () => {
    expect(editRefusal({ published: true, coming_soon: false, price: 0 })).toBe(ON_SALE_NEEDS_PRICE);
    expect(editRefusal({ published: true, coming_soon: true, price: 0 })).toBeNull();
    expect(editRefusal({ published: false, coming_soon: false, price: 0 })).toBeNull();
  });
});

describe('needsRebuild', () => {
  const facts: PublicFacts = {
    title: 'T',
    description: 'D',
    image_url: null,
    price: 10,
    original_price: null,
    sale_tag: null,
    sale_ends_at: null,
    published: true,
    coming_soon: false,
  };
  it('asks for a rebuild on publishing, unpublishing and visible edits of a published course only', () => {
    expect(needsRebuild({ ...facts, published: false }, facts)).toBe(true);
    expect(needsRebuild(facts, { ...facts, published: false })).toBe(true);
    expect(needsRebuild(facts, { ...facts, price: 12 })).toBe(true);
    expect(needsRebuild(facts, { ...facts, image_url: '/x.webp' })).toBe(true);
    expect(needsRebuild(facts, { ...facts, coming_soon: true })).toBe(true);
    expect(needsRebuild(facts, { ...facts, sale_ends_at: '2030-01-01T12:00:00.000Z' })).toBe(true);
    expect(needsRebuild(facts, { ...facts })).toBe(false);
    expect(needsRebuild({ ...facts, published: false }, { ...facts, published: false, price: 99, title: 'New' })).toBe(false);
  });
});

describe('the course form schema', () => {
  const form = { title: ' Evening Calm ', description: 'Calm.', price: '£1,049.50', original_price: '', sale_tag: ' ', image_url: '' };

  it('reads prices as the admin types them and empty optional fields as none', () => {
    const parsed = courseCreateSchema.parse(form);
    expect(parsed).toMatchObject({
      title: 'Evening Calm',
      price: 1049.5,
      original_price: null,
      sale_tag: null,
      image_url: null,
      is_featured: false,
      is_popular: false,
      coming_soon: false,
    });
  });

  it('says what is wrong, field by field', () => {
    expect(firstError(courseCreateSchema.safeParse({ ...form, title: '' }))).toBe('Course Title is required');
    expect(firstError(courseCreateSchema.safeParse({ ...form, price: '-1' }))).toBe('Price cannot be negative');
    expect(firstError(courseCreateSchema.safeParse({ ...form, price: '1.999' }))).toBe('Price may have at most 2 decimals');
    expect(firstError(courseCreateSchema.safeParse({ ...form, price: '10', original_price: '9' }))).toBe(ORIGINAL_PRICE_NOT_ABOVE);
    expect(firstError(courseCreateSchema.safeParse({ ...form, image_url: 'ftp://x/y.png' }))).toMatch(/must start with http/);
    expect(firstError(courseCreateSchema.safeParse({ ...form, published: true }))).toMatch(/published/);
  });

  it('changes one course by action: edit (every field), publish or unpublish', () => {
    expect(courseChangeSchema.parse({ action: 'publish', id: 'evening-calm' })).toEqual({ action: 'publish', id: 'evening-calm' });
    expect(firstError(courseChangeSchema.safeParse({ action: 'publish', id: 'a', price: 3 }))).toMatch(/price/);
    expect(firstError(courseChangeSchema.safeParse({ action: 'delete', id: 'a' }))).toBe('action must be edit, publish or unpublish');
    expect(firstError(courseChangeSchema.safeParse({ ...form, action: 'edit', id: 'a', original_price: '1' }))).toBe(
      ORIGINAL_PRICE_NOT_ABOVE,
    );
    expect(courseChangeSchema.parse({ ...form, action: 'edit', id: 'a', coming_soon: true })).toMatchObject({
      action: 'edit',
      coming_soon: true,
      price: 1049.5,
    });
  });
});

describe('the catalog file', () => {
  const demo = JSON.parse(readFileSync(new URL('../../content/catalog/demo-catalog.json', import.meta.url), 'utf8'));

  it('the demo catalog is valid: two courses on sale, two published and coming soon', () => {
    const catalog = catalogSchema.parse(demo);
    expect(catalog.courses.map((course) => [course.id, course.published, course.coming_soon, course.sessions.length])).toEqual([
      ['quantum-alchemy-breathwork', true, false, 5],
      ['the-animal-that-walks-with-you', true, false, 6],
      ['sonic-sound-healing', true, true, 6],
      ['shapeshifter-soul', true, true, 6],
    ]);
  });

  it('refuses a published course without a session or, on sale, without a price, and an id named twice', () => {
    const [qab] = demo.courses;
    expect(firstError(catalogSchema.safeParse({ courses: [{ ...qab, sessions: [] }] }))).toBe(
      `quantum-alchemy-breathwork: ${PUBLISH_NEEDS_SESSION}`,
    );
    expect(firstError(catalogSchema.safeParse({ courses: [{ ...qab, price: 0 }] }))).toBe(
      `quantum-alchemy-breathwork: ${ON_SALE_NEEDS_PRICE}`,
    );
    expect(firstError(catalogSchema.safeParse({ courses: [qab, qab] }))).toBe('The catalog names course quantum-alchemy-breathwork twice');
    expect(catalogSchema.safeParse({ courses: [{ ...qab, published: false, sessions: [] }] }).success).toBe(true);
  });
});
