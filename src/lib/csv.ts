// CSV for the admin exports: UTF-8 with a byte-order mark (so spreadsheet programs read £ and
// accents right), a header row, CRLF line ends, every cell quoted when needed, and formulas neutralised: a
// cell that a spreadsheet would run (=, +, -, @, tab, carriage return first) gets a leading apostrophe.
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as CSV text: numbers as they are, text neutralised and quoted when it holds , " or a line break. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const CSV_BOM = '\uFEFF';

/** The start of a file: BOM and header row (a streamed file then adds csvLines per part). */
export function csvHead(header: readonly string[]): string {
  return `${CSV_BOM}${header.map(csvCell).join(',')}\r\n`;
}

/** Rows as lines, each ending in CRLF (as RFC 4180 says); nothing for no rows. */
export function csvLines(rows: Iterable<readonly CsvCell[]>): string {
  let text = '';
  for (const row of rows) text += `${row.map(csvCell).join(',')}\r\n`;
  return text;
}

/** A whole file: BOM, header row, then one line per row. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  return csvHead(header) + csvLines(rows);
}
