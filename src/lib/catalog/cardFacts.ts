// The facts a /courses card shows, as one short fingerprint: the page's script compares it with the live record's
// and writes a card again only when they differ. Apart from the card's markup (courseCard.ts), so the script that
// compares loads up front without the code that writes. Pure.
import type { PublicCourse } from './publicCourses';

export function cardFacts(course: PublicCourse): string {
  const text = JSON.stringify([
    course.title,
    course.description,
    course.image_url,
    course.price,
    course.original_price,
    course.sale_tag,
    course.coming_soon,
    course.sessions,
  ]);
  // FNV-1a: a short, stable fingerprint (no security purpose).
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}
