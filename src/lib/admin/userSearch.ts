// Searching the admin's user list by any word of a name or of an e-mail, in any case: "Rivers" finds "Sam Rivers",
// "example" finds "sam.rivers@example.com". Each profile keeps `search_keys`, a map whose keys are the beginnings
// of its name and e-mail from every word on (bounded in length and number), so that one equality query on one key
// (`search_keys.<what was typed>` == true, served by Firestore's automatic index of each map key) finds the matches
// without reading the collection. A map rather than an array: the Firestore emulator answers an array-contains
// query over 10,000 profiles of ~70 terms in 7-14 s, a map key in 0.15-0.4 s (`npm run bench:admin`).
// `search_name` and `search_email` keep the whole lower-case forms (an exact e-mail lookup uses the latter).

/** Lower case, accents dropped ("Zoë" is found by "zoe"), single spaces, trimmed. */
const normalised = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');

/** Stored beginnings are at most this long; a longer search looks up its first this-many characters, then compares. */
export const MAX_TERM_LENGTH = 32;
/** Words of a name or e-mail after this many are not searched from (their text still counts after an earlier word). */
export const MAX_WORDS_PER_FIELD = 8;

const isWordCharacter = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/** Where each word of a normalised text starts: after a space or a mark like . @ - _ + ' (an e-mail's parts are words too). */
function wordStarts(text: string): number[] {
  const starts: number[] = [];
  const chars = [...text];
  for (let i = 0; i < chars.length && starts.length < MAX_WORDS_PER_FIELD; i++) {
    if (isWordCharacter(chars[i]) && !isWordCharacter(chars[i - 1])) starts.push(i);
  }
  return starts;
}

/** The text from each word on (in characters, so no surrogate pair is cut). */
function fromEachWord(text: string): string[] {
  const chars = [...text];
  return wordStarts(text).map((start) => chars.slice(start).join(''));
}

/** What a search for `query` looks for at a word start (empty: nothing to look for); leading marks are dropped. */
export function searchKey(query: string): string {
  const key = normalised(query);
  const chars = [...key];
  const first = chars.findIndex((char) => isWordCharacter(char));
  return first < 0 ? '' : chars.slice(first).join('');
}

/** The stored term a key is looked up by: the key itself, or its first MAX_TERM_LENGTH characters. */
export function searchTerm(key: string): string {
  return [...key].slice(0, MAX_TERM_LENGTH).join('');
}

/** True when the key is longer than a stored term, so that the matches of its term must be compared in full. */
export const needsFullComparison = (key: string) => [...key].length > MAX_TERM_LENGTH;

export type ProfileSearchFields = { search_name: string; search_email: string; search_keys: Record<string, true> };

/** Every beginning (1 to MAX_TERM_LENGTH characters) of the text from each of its words on. */
function termsOf(text: string): string[] {
  const terms: string[] = [];
  for (const tail of fromEachWord(text)) {
    const chars = [...tail].slice(0, MAX_TERM_LENGTH);
    for (let length = 1; length <= chars.length; length++) terms.push(chars.slice(0, length).join(''));
  }
  return terms;
}

/** Every stored term of a name and an e-mail, once each, in order. */
export function searchTermsOf(fields: { search_name: string; search_email: string }): string[] {
  return [...new Set([...termsOf(fields.search_name), ...termsOf(fields.search_email)])].sort();
}

/** The fields a profile is found by. */
export function profileSearchFields(email: string, fullName: string): ProfileSearchFields {
  const search_name = normalised(fullName);
  const search_email = normalised(email);
  const search_keys = Object.fromEntries(searchTermsOf({ search_name, search_email }).map((term) => [term, true as const]));
  return { search_name, search_email, search_keys };
}

/** Whether a profile's name or e-mail has a word from which the key follows (the search's rule, in full). */
export function matchesSearch(fields: { search_name?: unknown; search_email?: unknown }, key: string): boolean {
  const texts = [fields.search_name, fields.search_email].filter((value): value is string => typeof value === 'string');
  return texts.some((text) => fromEachWord(text).some((tail) => tail.startsWith(key)));
}

/**
 * The search fields a stored profile should have, or null when it has them already (a profile written before the
 * terms existed, or by hand, gets them from a backfill).
 */
export function missingSearchFields(stored: {
  email: string;
  full_name: string;
  search_name?: unknown;
  search_email?: unknown;
  search_keys?: unknown;
}): ProfileSearchFields | null {
  const expected = profileSearchFields(stored.email, stored.full_name);
  const keys = stored.search_keys && typeof stored.search_keys === 'object' ? Object.keys(stored.search_keys).sort() : null;
  const wanted = Object.keys(expected.search_keys).sort();
  const current =
    stored.search_name === expected.search_name &&
    stored.search_email === expected.search_email &&
    keys !== null &&
    keys.length === wanted.length &&
    wanted.every((term, i) => keys[i] === term);
  return current ? null : expected;
}
