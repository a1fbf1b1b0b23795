// Searching the admin's user list (issue #13) by the start of a name or of an e-mail, in any case: each profile
// keeps its name and e-mail in a normalised lower-case form (`search_name`, `search_email`), so that two indexed
// prefix (range) queries find the matches without reading the collection.

const normalised = (text: string) => text.toLowerCase().trim().replace(/\s+/g, ' ');

/** What a search for `query` looks for at the start of the normalised fields (empty: nothing to look for). */
export function searchKey(query: string): string {
  return normalised(query);
}

/** The end of the prefix range of a key: every string that starts with `key` is >= key and < this. */
export const prefixEnd = (key: string) => `${key}\uf8ff`;

export type ProfileSearchFields = { search_name: string; search_email: string };

/** The fields a profile is found by. */
export function profileSearchFields(email: string, fullName: string): ProfileSearchFields {
  return { search_name: normalised(fullName), search_email: normalised(email) };
}

/**
 * @deprecated The search reads `search_name` / `search_email` (profileSearchFields); the `search_terms` array this
 * gave was dropped because array-contains over every profile was too slow. Kept only until account.ts writes
 * `...profileSearchFields(email, name)` instead.
 */
export function profileSearchTerms(email: string, fullName: string): string[] {
  const terms = new Set<string>();
  for (const text of [normalised(fullName), normalised(email)]) for (let length = 1; length <= Math.min(text.length, 30); length++) terms.add(text.slice(0, length));
  return [...terms].sort();
}
