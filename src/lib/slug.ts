// URL slugs for records whose id is derived from a title (course ids). Pure: no imports.

export const MAX_SLUG_LENGTH = 80;

/** "Café Calm & Clarity!" -> "cafe-calm-clarity"; a title with no letters or digits gives `fallback`. */
export function slugify(title: string, fallback = 'course'): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** The n-th candidate for a unique slug: the slug itself first, then "slug-2", "slug-3", ... */
export function slugCandidate(slug: string, attempt: number): string {
  if (attempt <= 1) return slug;
  const suffix = `-${attempt}`;
  return `${slug.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
}
