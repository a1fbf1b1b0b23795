// The admin's user search fields and cursor: a profile is found by the start of its name or e-mail, in any case
// and however the spaces were typed, not by the middle of them; the cursor round-trips and refuses junk.
import { describe, expect, it } from 'vitest';
import { decodeUsersCursor, encodeUsersCursor } from '../../src/lib/adminUsersPaging';
import { prefixEnd, profileSearchFields, searchKey } from '../../src/lib/userSearch';

describe('user search fields', () => {
  const fields = profileSearchFields('Zelda.Quill@Example.com', '  Zelda   Quill 41 ');
  const inRange = (value: string, key: string) => value >= key && value < prefixEnd(key);
  const finds = (query: string) => inRange(fields.search_name, searchKey(query)) || inRange(fields.search_email, searchKey(query));

  it('stores the name and e-mail in lower case with single spaces', () => {
    expect(fields).toEqual({ search_name: 'zelda quill 41', search_email: 'zelda.quill@example.com' });
  });

  it('finds a profile by the start of its name or e-mail, in any case', () => {
    for (const query of ['z', 'ZELDA', 'zelda q', ' Zelda  Quill 4', 'zelda quill 41', 'zelda.quill@ex', 'Zelda.Quill@Example.com'])
      expect(finds(query), query).toBe(true);
  });

  it('does not find it by the middle of a word or a wrong start', () => {
    for (const query of ['elda', 'quill', 'example', 'zelda x', 'zelda quill 412']) expect(finds(query), query).toBe(false);
  });

  it('gives nothing to look up for an empty search', () => {
    expect(searchKey('   ')).toBe('');
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
