// The admin CSV exports' writer: header row, quoting, UTF-8 BOM, CRLF, and formulas neutralised.
import { describe, expect, it } from 'vitest';
import { csvCell, csvHead, csvLines, toCsv } from '../../src/lib/csv';

describe('csv', () => {
  it('writes a BOM, the header row and one CRLF line per row', () => {
    expect(
      toCsv(
        ['Name', 'Amount'],
        [
          ['Zoë', 25.5],
          ['Sam', 0],
        ],
      ),
    ).toBe('\uFEFFName,Amount\r\nZoë,25.5\r\nSam,0\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('neutralises anything a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    for (const start of ['+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`).replace(/^"/, '').startsWith(`'${start}`)).toBe(true);
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(-5)).toBe('-5'); // numbers are numbers, not formulas
  });

  it('writes empty cells for nothing, yes/no for flags', () => {
    expect([csvCell(null), csvCell(undefined), csvCell(Number.NaN), csvCell(true), csvCell(false)]).toEqual(['', '', '', 'yes', 'no']);
  });

  it('writes a streamed file part by part exactly as the whole file', () => {
    const rows = [
      ['Zoë', 25.5],
      ['=1+1', -5],
      ['two\nlines', null],
    ] as const;
    const parts = csvHead(['Name', 'Amount']) + csvLines(rows.slice(0, 1)) + csvLines([]) + csvLines(rows.slice(1));
    expect(parts).toBe(toCsv(['Name', 'Amount'], rows));
    expect(csvHead(['Name'])).toBe('\uFEFFName\r\n');
    expect(csvLines([])).toBe('');
  });
});
