// The one byte range a player asks of a stored file (what makes seeking in a long recording work).
import { describe, expect, it } from 'vitest';
import { byteRange, contentRange } from '../../src/lib/byteRange';

const SIZE = 1000;

describe('byteRange', () => {
  it('reads a closed range, an open one and a suffix', () => {
    expect(byteRange('bytes=0-99', SIZE)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=500-', SIZE)).toEqual({ start: 500, end: 999 });
    expect(byteRange('bytes=-100', SIZE)).toEqual({ start: 900, end: 999 });
    expect(byteRange('  BYTES=10-10 ', SIZE)).toEqual({ start: 10, end: 10 });
  });

  it('cuts a range that runs past the end, and a suffix longer than the file, at the file', () => {
    expect(byteRange('bytes=900-5000', SIZE)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=-5000', SIZE)).toEqual({ start: 0, end: 999 });
  });

  it('answers the whole file to no range, a malformed one, another unit or several ranges', () => {
    for (const header of [
      null,
      undefined,
      '',
      'bytes=',
      'bytes=-',
      'bytes=abc-',
      'items=0-9',
      'bytes=0-9,20-29',
      'bytes=9-3',
      'bytes=99999999999999999999-',
    ])
      expect(byteRange(header, SIZE), String(header)).toBe('whole');
  });

  it('refuses a range that starts at or past the end, and an empty suffix', () => {
    expect(byteRange('bytes=1000-', SIZE)).toBe('unsatisfiable');
    expect(byteRange('bytes=2000-3000', SIZE)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', SIZE)).toBe('unsatisfiable');
    expect(byteRange('bytes=0-', 0)).toBe('unsatisfiable');
  });

  it('writes the Content-Range of a part and of a refusal', () => {
    expect(contentRange({ start: 0, end: 99 }, SIZE)).toBe('bytes 0-99/1000');
    expect(contentRange(null, SIZE)).toBe('bytes */1000');
  });
});
