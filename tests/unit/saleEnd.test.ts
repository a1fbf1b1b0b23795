// A sale that ends by itself: the price in force before and after the end, on every reading of a course, and the
// course form's rules for the end time.
import { describe, expect, it } from 'vitest';
import { priceInForce, saleEndMs, saleHasEnded } from '../../src/lib/catalog/saleEnd';
import { publicCourseOf } from '../../src/lib/catalog/publicCourses';
import {
  catalogDocuments,
  catalogFromRecords,
  courseCreateSchema,
  SALE_END_NEEDS_SALE,
  SALE_END_NOT_A_TIME,
  SALE_END_NOT_FUTURE,
  saleEndRefusal,
} from '../../src/lib/admin/courseSchemas';

const END = '2030-03-01T12:00:00.000Z';
const endMs = Date.parse(END);
const onSale = { price: 25, original_price: 59.99, sale_tag: '50% OFF', sale_ends_at: END };

describe('the price in force', () => {
  it('is the sale price until the minute the sale ends, then the usual price with no sale left', () => {
    expect(priceInForce(onSale, endMs - 1)).toEqual(onSale);
    expect(priceInForce(onSale, endMs)).toEqual({ price: 59.99, original_price: null, sale_tag: null, sale_ends_at: null });
    expect(priceInForce(onSale, endMs + 60_000).price).toBe(59.99);
  });

  it('leaves a sale without an end, or with an unreadable one, as it is', () => {
    const open = { ...onSale, sale_ends_at: null };
    expect(priceInForce(open, endMs * 2)).toBe(open);
    expect(saleEndMs({ sale_ends_at: 'soon' })).toBeNull();
    expect(saleHasEnded({ sale_ends_at: 'soon' }, endMs)).toBe(false);
  });

  it('keeps the price when an ended sale had no usual price, and adds no sale tag to a record without one', () => {
    expect(priceInForce({ price: 30, original_price: null, sale_ends_at: END }, endMs)).toEqual({
      price: 30,
      original_price: null,
      sale_ends_at: null,
    });
  });

  it('is what the public listing of a stored course holds', () => {
    const stored = { title: 'Calm', description: 'D', image_url: '/x.webp', coming_soon: false, ...onSale };
    expect(publicCourseOf('calm', stored, [], endMs - 1)).toMatchObject({ price: 25, original_price: 59.99, sale_ends_at: END });
    expect(publicCourseOf('calm', stored, [], endMs)).toMatchObject({
      price: 59.99,
      original_price: null,
      sale_tag: null,
      sale_ends_at: null,
    });
  });
});

describe("the course form's Sale ends", () => {
  const form = { title: 'Calm', description: 'Calm.', price: '25', original_price: '59.99', sale_tag: '', image_url: '' };
  const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

  it('takes a future date-time with a sale price and stores it as an ISO time', () => {
    const parsed = courseCreateSchema.parse({ ...form, sale_ends_at: '2999-01-02T09:30:00+01:00' });
    expect(parsed.sale_ends_at).toBe('2999-01-02T08:30:00.000Z');
    expect(courseCreateSchema.parse({ ...form, sale_ends_at: '' }).sale_ends_at).toBeNull();
    expect(courseCreateSchema.parse(form).sale_ends_at).toBeNull();
  });

  it('refuses a time in the past, a time without a sale price, and text that is no time', () => {
    expect(firstError(courseCreateSchema.safeParse({ ...form, sale_ends_at: '2001-01-01T00:00:00Z' }))).toBe(SALE_END_NOT_FUTURE);
    expect(firstError(courseCreateSchema.safeParse({ ...form, original_price: '', sale_ends_at: '2999-01-01T00:00:00Z' }))).toBe(
      SALE_END_NEEDS_SALE,
    );
    expect(firstError(courseCreateSchema.safeParse({ ...form, sale_ends_at: 'next Friday' }))).toBe(SALE_END_NOT_A_TIME);
    expect(saleEndRefusal({ price: 25, original_price: 59.99, sale_ends_at: END }, endMs)).toBe(SALE_END_NOT_FUTURE);
    expect(saleEndRefusal({ price: 25, original_price: 59.99, sale_ends_at: END }, endMs - 1)).toBeNull();
  });
});

describe('the catalog file and a sale end', () => {
  it('writes the end only when there is one, and a push clears an end the file does not have', () => {
    const base = { title: 'Calm', description: 'D', image_url: null, price: 25, original_price: 59.99, sale_tag: null };
    const pulled = catalogFromRecords(
      [
        { id: 'a', data: { ...base, sale_ends_at: END, published: true, created_at: '2025-01-01T00:00:00Z' } },
        { id: 'b', data: { ...base, published: true, created_at: '2025-01-02T00:00:00Z' } },
      ],
      [],
    );
    expect(pulled.courses[0]).toMatchObject({ sale_ends_at: END });
    expect('sale_ends_at' in pulled.courses[1]!).toBe(false);
    const documents = catalogDocuments(pulled);
    expect(documents.courses.map((course) => course.data.sale_ends_at)).toEqual([END, null]);
  });
});
