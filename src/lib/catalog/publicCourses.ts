// The public course list (GET /api/courses: published courses only), shared by the function, the build (the prices
// built into /courses and the course pages) and the pages' live script. Pure.
import { numberOrNull, textField, textOrNull } from '../storedFields';
import { priceInForce } from './saleEnd';

export type PublicCourseSession = { title: string; description: string };

/** What every course list shows of a course: the one shape the public, dashboard and admin types build on. */
export type CourseListingFacts = {
  title: string;
  description: string;
  image_url: string | null;
  price: number;
  original_price: number | null;
};

export type PublicCourse = CourseListingFacts & {
  id: string;
  sale_tag: string | null;
  /** When the sale price ends (ISO date-time), or null: the pages return to the usual price at that moment. */
  sale_ends_at: string | null;
  /** Listed but not for sale yet (C1): shown with 'COMING SOON', no price, no purchase button. */
  coming_soon: boolean;
  sessions: PublicCourseSession[];
};

export type PublicCoursesResponse = { courses: PublicCourse[] };

/** The stored course fields a public listing is made of (a field mask for the reads). */
export const PUBLIC_COURSE_FIELDS = [
  'title',
  'description',
  'image_url',
  'price',
  'original_price',
  'sale_tag',
  'sale_ends_at',
  'coming_soon',
  'created_at',
] as const;

/** A stored course (Firestore document or catalog file entry) as the public sees it at `now`: the price in force. */
export function publicCourseOf(id: string, data: Record<string, unknown>, sessions: PublicCourseSession[], now: number): PublicCourse {
  return priceInForce(
    {
      id,
      title: textField(data.title),
      description: textField(data.description),
      image_url: textOrNull(data.image_url),
      price: numberOrNull(data.price) ?? 0,
      original_price: numberOrNull(data.original_price),
      sale_tag: textOrNull(data.sale_tag),
      sale_ends_at: textOrNull(data.sale_ends_at),
      coming_soon: data.coming_soon === true,
      sessions,
    },
    now,
  );
}
