// Searching the admin's user list (issue #13) by the start of a name, of any later word of it, or of an e-mail,
// in any case: each profile keeps the lower-case prefixes it can be found by (`search_terms`), so that one
// indexed array-contains query finds the matches, ordered by joined date.

/** Terms are cut at this many characters; a longer search is matched on its start, then checked in full. */
export const SEARCH_TERM_MAX = 30;

const normalised = (text: string) => text.toLowerCase().trim().replace(/\s+/g, ' ');

/** What a search for `query` looks up in `search_terms` (empty when there is nothing to look for). */
export function searchKey(query: string): string {
  return normalised(query).slice(0, SEARCH_TERM_MAX);
}

/** Every prefix a profile is found by: of the e-mail, of the whole name and of the name from each later word. */
export function profileSearchTerms(email: string, fullName: string): string[] {
  const terms = new Set<string>();
  const addPrefixes = (text: string) => {
    const cut = text.slice(0, SEARCH_TERM_MAX);
    for (let length = 1; length <= cut.length; length++) terms.add(cut.slice(0, length));
  };
  const words = normalised(fullName).split(' ').filter(Boolean);
  words.forEach((_, index) => addPrefixes(words.slice(index).join(' ')));
  addPrefixes(normalised(email));
  return [...terms].sort();
}

/** Whether a profile matches the whole search (a search longer than the terms is checked here). */
export function matchesSearch(query: string, email: string, fullName: string): boolean {
  const wanted = normalised(query);
  if (!wanted) return true;
  const words = normalised(fullName).split(' ').filter(Boolean);
  return normalised(email).startsWith(wanted) || words.some((_, index) => words.slice(index).join(' ').startsWith(wanted));
}
