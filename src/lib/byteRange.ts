// The byte range a Range request header asks of a file (RFC 9110 section 14): what lets a player seek in a long
// recording without loading all of it. One range only: a header naming several, or one that does not parse, is
// ignored and the whole file is the answer, as the RFC allows. Pure.

/** First and last byte, both included. */
export type ByteRange = { start: number; end: number };

const ONE_RANGE = /^bytes=(\d*)-(\d*)$/i;

/**
 * The range to answer (206), 'whole' for a plain 200 with the whole file, or 'unsatisfiable' (416: the range starts
 * at or past the end of a file of `size` bytes).
 */
export function byteRange(header: string | null | undefined, size: number): ByteRange | 'whole' | 'unsatisfiable' {
  const match = ONE_RANGE.exec(header?.trim() ?? '');
  if (!match) return 'whole';
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'whole';
  if (first === '') {
    // "bytes=-N": the last N bytes.
    const length = Number(last);
    if (!Number.isSafeInteger(length)) return 'whole';
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  if (!Number.isSafeInteger(start) || (last !== '' && (!Number.isSafeInteger(end) || end < start))) return 'whole';
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

/** The Content-Range header of a partial answer, or of a 416 (`range` null). */
export function contentRange(range: ByteRange | null, size: number): string {
  return range ? `bytes ${range.start}-${range.end}/${size}` : `bytes */${size}`;
}
