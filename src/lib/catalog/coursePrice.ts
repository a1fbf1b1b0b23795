// What a course's price looks like on the public pages (spec 2.4, 9), from the live course record that
// GET /api/courses serves (Firestore owns the figure). Pure: the course info pages' small script and the
// purchase dialog both use it, so every place shows the same words for the same record.
import { formatPrice, isPurchasable, savingText } from '../money';

/** The fields of a public course record that decide its price display. */
export type PricedCourse = { price: number; original_price: number | null; coming_soon?: boolean };

export type PriceView =
  /** On sale: the price, the usual price struck through (when higher) and the saving, all with pence. */
  | { kind: 'sale'; price: number; now: string; was: string | null; saving: string | null }
  /** Coming soon (spec 2.4): no price and no purchase. */
  | { kind: 'soon' }
  /** Not for sale (no price, or no such course): nothing to show. */
  | { kind: 'none' };

export function coursePriceView(course: PricedCourse | null | undefined): PriceView {
  if (!course) return { kind: 'none' };
  if (course.coming_soon === true) return { kind: 'soon' };
  const { price, original_price: original } = course;
  if (!isPurchasable(price)) return { kind: 'none' };
  const style = { decimals: 'always' } as const;
  return {
    kind: 'sale',
    price,
    now: formatPrice(price, style),
    was: typeof original === 'number' && original > price ? formatPrice(original, style) : null,
    saving: savingText(original, price, style),
  };
}

/** The purchase button's words: "Enroll Now – £25.00" (the label alone while the price is unknown). */
export function purchaseLabel(label: string, view: PriceView): string {
  return view.kind === 'sale' ? `${label} – ${view.now}` : label;
}
