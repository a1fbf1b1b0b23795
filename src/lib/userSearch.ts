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
