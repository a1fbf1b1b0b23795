// The admin's user search terms and cursor: a profile is found by the start of its e-mail, its name or any later
// word of its name, in any case; nothing in the middle of a word finds it; the cursor round-trips and refuses junk.
import { describe, expect, it } from 'vitest';
import { decodeUsersCursor, encodeUsersCursor } from '../../src/lib/adminUsersPaging';
import { matchesSearch, profileSearchTerms, SEARCH_TERM_MAX, searchKey } from '../../src/lib/userSearch';

describe('user search terms', () => {
  const terms = profileSearchTerms('Zelda.Quill@Example.com', '  Zelda   Quill 41 ');
  const finds = (query: string) => terms.includes(searchKey(query));

  it('finds a profile by the start of its e-mail, name or a later word of the name, in any case', () => {
    for (const query of ['z', 'ZELDA', 'zelda q', 'Zelda  Quill 4', 'quill', 'Quill 41', '41', 'zelda.quill@ex']) expect(finds(query), query).toBe(true);
  });

  it('does not find it by the middle of a word or by a wrong start', () => {
    for (const query of ['elda', 'uill', 'example', 'zelda x', '4 1']) expect(finds(query), query).toBe(false);
  });

  it('keeps terms short; a longer search is matched on its start, then checked in full', () => {
    const long = 'a'.repeat(SEARCH_TERM_MAX + 10);
    const longTerms = profileSearchTerms(`${long}@example.com`, '');
    expect(Math.max(...longTerms.map((term) => term.length))).toBe(SEARCH_TERM_MAX);
    expect(longTerms).toContain(searchKey(`${long}@exam`));
    expect(matchesSearch(`${long}@exam`, `${long}@example.com`, '')).toBe(true);
    expect(matchesSearch(`${long}x`, `${long}@example.com`, '')).toBe(false);
    expect(matchesSearch('quill 4', 'z@example.com', 'Zelda Quill 41')).toBe(true);
  });

  it('gives nothing to look up for an empty search', () => {
    expect(searchKey('   ')).toBe('');
  });
});

describe('users cursor', () => {
  it('round-trips a joined date and id and refuses anything else', () => {
    const cursor = { created_at: '2025-01-01T10:00:00.000Z', uid: 'bench-user-00001' };
    expect(decodeUsersCursor(encodeUsersCursor(cursor))).toEqual(cursor);
    for (const bad of ['', 'x|y', '2025-01-01T10:00:00.000Z|../x', '2025-01-01T10:00:00.000Z', `2025-01-01T10:00:00.000Z|${'a'.repeat(200)}`]) {
      expect(decodeUsersCursor(bad), bad).toBeNull();
    }
  });
});
