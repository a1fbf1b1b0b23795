// The admin's user search fields and cursor: a profile is found by the start of any word of its name or e-mail (an
// e-mail's parts are words too), in any case, with or without accents, however the spaces were typed; not by the
// middle of a word. The terms are bounded; the cursor round-trips and refuses junk.
import { describe, expect, it } from 'vitest';
import { decodeUsersCursor, encodeUsersCursor } from '../../src/lib/admin/usersPaging';
import {
  MAX_TERM_LENGTH,
  MAX_WORDS_PER_FIELD,
  matchesSearch,
  missingSearchFields,
  needsFullComparison,
  profileSearchFields,
  searchKey,
  searchTerm,
  searchTermsOf,
} from '../../src/lib/admin/userSearch';

describe('user search fields', () => {
  const fields = profileSearchFields('Zelda.Quill@Example.com', '  Zelda   Quill 41 ');
  /** What the server does: the stored terms hold the key's term, and a long key is compared in full. */
  const finds = (query: string, stored = fields) => {
    const key = searchKey(query);
    if (!key || stored.search_keys[searchTerm(key)] !== true) return false;
    return needsFullComparison(key) ? matchesSearch(stored, key) : true;
  };

  it('stores the name and e-mail in lower case with single spaces, and each term once as a key of the search map', () => {
    expect(fields).toMatchObject({ search_name: 'zelda quill 41', search_email: 'zelda.quill@example.com' });
    expect(Object.keys(fields.search_keys)).toEqual(searchTermsOf(fields));
    expect(Object.values(fields.search_keys).every((value) => value === true)).toBe(true);
  });

  it('finds a profile by the start of any word of its name, in any case', () => {
    for (const query of ['z', 'ZELDA', 'zelda q', ' Zelda  Quill 4', 'zelda quill 41', 'Quill', 'quill 41', '41'])
      expect(finds(query), query).toBe(true);
  });

  it("finds 'Sam Rivers' by 'Rivers'", () => {
    expect(finds('Rivers', profileSearchFields('learner@example.com', 'Sam Rivers'))).toBe(true);
  });

  it("finds it by any part of the e-mail address: its name's words, the domain, the whole address", () => {
    for (const query of ['zelda.quill@ex', 'quill@example', 'Example', 'example.com', 'com', 'Zelda.Quill@Example.com', '@example.com'])
      expect(finds(query), query).toBe(true);
  });

  it('does not find it by the middle of a word or a wrong start', () => {
    for (const query of ['elda', 'uill', 'xample', 'zelda x', 'zelda quill 412', 'quill zelda']) expect(finds(query), query).toBe(false);
  });

  it('finds names with accents and marks by their plain letters', () => {
    const stored = profileSearchFields('zoe@example.com', "Zoë O'Brien-Núñez");
    for (const query of ['zoe', 'Zoë', 'brien', "o'brien", 'nunez', 'NÚÑEZ']) expect(finds(query, stored), query).toBe(true);
  });

  it('keeps the terms bounded however long the name or address, and still finds a long search in full', () => {
    const longName = Array.from({ length: 30 }, (_, i) => `Word${i}${'x'.repeat(40)}`).join(' ');
    const stored = profileSearchFields(`${'a'.repeat(60)}.${'b'.repeat(60)}@example.com`, longName);
    const terms = Object.keys(stored.search_keys);
    expect(terms.every((term) => [...term].length <= MAX_TERM_LENGTH)).toBe(true);
    expect(terms.length).toBeLessThanOrEqual(2 * MAX_WORDS_PER_FIELD * MAX_TERM_LENGTH);
    expect(finds(`${'a'.repeat(60)}.${'b'.repeat(10)}`, stored)).toBe(true);
    expect(finds(`${'a'.repeat(60)}.c`, stored)).toBe(false);
    expect(finds(`word3${'x'.repeat(40)} word4`, stored)).toBe(true);
  });

  it('gives nothing to look up for an empty search or one of marks only', () => {
    expect(searchKey('   ')).toBe('');
    expect(searchKey(' @.- ')).toBe('');
  });

  it('tells which stored profiles lack current search fields', () => {
    const profile = { email: 'sam@example.com', full_name: 'Sam Rivers' };
    expect(missingSearchFields({ ...profile, ...profileSearchFields(profile.email, profile.full_name) })).toBeNull();
    // Written before the word search: the whole-field forms only.
    expect(missingSearchFields({ ...profile, search_name: 'sam rivers', search_email: 'sam@example.com' })).toEqual(
      profileSearchFields(profile.email, profile.full_name),
    );
    // Renamed by hand: stale terms.
    expect(missingSearchFields({ ...profileSearchFields(profile.email, 'Old Name'), ...profile })).not.toBeNull();
  });
});

describe('users cursor', () => {
  it('round-trips a joined date and id and refuses anything else', () => {
    const cursor = { created_at: '2025-01-01T10:00:00.000Z', uid: 'bench-user-00001' };
    expect(decodeUsersCursor(encodeUsersCursor(cursor))).toEqual(cursor);
    for (const bad of [
      '',
      'x|y',
      '2025-01-01T10:00:00.000Z|../x',
      '2025-01-01T10:00:00.000Z',
      `2025-01-01T10:00:00.000Z|${'a'.repeat(200)}`,
    ]) {
      expect(decodeUsersCursor(bad), bad).toBeNull();
    }
  });
});
