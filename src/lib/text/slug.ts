// Slugs: text made safe for ids, addresses and file names (course ids, session ids, certificate and outbox file
// names). Pure: no imports.

export const MAX_SLUG_LENGTH = 80;

/** "Énergie & Souffle!" -> "energie-souffle": lower-case ASCII letters and digits joined by single dashes, at most `maxLength` long; '' when nothing is left. */
export function slugOf(text: string, maxLength = MAX_SLUG_LENGTH): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}

/** A course id from its title: "Café Calm & Clarity!" -> "cafe-calm-and-clarity"; a title with no letters or digits gives `fallback`. */
export function slugify(title: string, fallback = 'course'): string {
  return slugOf(title.replace(/&/g, ' and ')) || fallback;
}

/** The n-th candidate for a unique slug: the slug itself first, then "slug-2", "slug-3", ... */
export function slugCandidate(slug: string, attempt: number): string {
  if (attempt <= 1) return slug;
  const suffix = `-${attempt}`;
  return `${slug.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
}
