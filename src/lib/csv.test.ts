import { describe, expect, it } from 'vitest';
import { CsvError, formatCsvField, parseCsv, readCell, toCsv } from './csv.ts';

const fieldsOf = (text: string) => parseCsv(text).map((r) => r.fields);

describe('parseCsv', () => {
  it.each([
    [
      'plain fields',
      'a,b,c\r\n1,2,3\r\n',
      [
        ['a', 'b', 'c'],
        ['1', '2', '3'],
      ],
    ],
    [
      'LF line endings',
      'a,b\n1,2\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'lone CR line endings',
      'a,b\r1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'no final line break',
      'a,b\r\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'empty fields',
      'a,,c\r\n,,\r\n',
      [
        ['a', '', 'c'],
        ['', '', ''],
      ],
    ],
    ['a trailing empty field', 'a,\r\n', [['a', '']]],
    ['a comma inside quotes', '"Smith, Jones",2', [['Smith, Jones', '2']]],
    ['doubled quotes', '"She said ""hi""",x', [['She said "hi"', 'x']]],
    ['a line break inside quotes', '"line 1\r\nline 2",x\r\n', [['line 1\r\nline 2', 'x']]],
    ['an empty quoted field', '"",x', [['', 'x']]],
    ['a quote inside an unquoted field', 'O"Brien,x', [['O"Brien', 'x']]],
    ['spaces kept as they are', ' a , b ', [[' a ', ' b ']]],
    ['blank lines skipped', 'a\r\n\r\n\nb\r\n', [['a'], ['b']]],
    ['a byte order mark dropped', '\uFEFFname\r\nx', [['name'], ['x']]],
    ['nothing at all', '', []],
  ])('reads %s', (_name, text, expected) => {
    expect(fieldsOf(text)).toEqual(expected);
  });

  it('gives each record the line it starts on, counting line breaks inside quotes', () => {
    const records = parseCsv('h1,h2\r\n"a\nb",c\r\n\r\nd,e\r\n');
    expect(records.map((r) => r.line)).toEqual([1, 2, 5]);
  });

  it('refuses a quoted field that is never closed, naming the line it opened on', () => {
    expect(() => parseCsv('a,b\r\n"open,c\r\nmore')).toThrow(CsvError);
    expect(() => parseCsv('a,b\r\n"open,c\r\nmore')).toThrow(
      'A quoted field is never closed (line 2)',
    );
  });

  it('refuses text after a closing quote', () => {
    expect(() => parseCsv('x\r\n"a"b,c')).toThrow('Unexpected text after a closing quote (line 2)');
  });

  it('recognises its errors with CsvError.is', () => {
    try {
      parseCsv('"');
    } catch (error) {
      expect(CsvError.is(error)).toBe(true);
      return;
    }
    expect.unreachable();
  });
});

describe('toCsv and formatCsvField', () => {
  it('quotes only what needs quoting', () => {
    expect(formatCsvField('plain')).toBe('plain');
    expect(formatCsvField('a,b')).toBe('"a,b"');
    expect(formatCsvField('say "hi"')).toBe('"say ""hi"""');
    expect(formatCsvField('two\nlines')).toBe('"two\nlines"');
    expect(formatCsvField(' edge')).toBe('" edge"');
  });

  it('defuses values a spreadsheet would run as formulas', () => {
    expect(formatCsvField('=HYPERLINK("http://evil.example")')).toBe(
      `"'=HYPERLINK(""http://evil.example"")"`,
    );
    expect(formatCsvField('+1 612 555 0100')).toBe(`'+1 612 555 0100`);
    expect(formatCsvField('@home')).toBe(`'@home`);
  });

  it('round-trips through parseCsv and readCell', () => {
    const rows = [
      ['company_name', 'about', 'phone_number'],
      ['Café "Nord", LLC', 'Line 1\r\nLine 2', '=1+1'],
      ['', '-dash first', '@x'],
    ];
    const back = parseCsv(toCsv(rows)).map((r) => r.fields.map(readCell));
    expect(back).toEqual(rows.map((row) => row.map((v) => v.trim())));
  });
});

describe('readCell', () => {
  it('trims and removes only the apostrophe that defused a formula', () => {
    expect(readCell('  x  ')).toBe('x');
    expect(readCell("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(readCell("'quoted'")).toBe("'quoted'");
  });
});
