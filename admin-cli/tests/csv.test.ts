import { describe, expect, it } from 'vitest'
import { firstColumn, toCsv } from '../src/csv.js'

/** The one field `value` becomes, alone in a row. */
function csvField(value: unknown): string {
  return toCsv([{ value }], ['value']).slice('value\r\n'.length, -'\r\n'.length)
}

describe('CSV (RFC 4180)', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [-2, '-2'],
    [true, 'true'],
    [false, 'false'],
  ])('writes %j as %j', (value, field) => {
    expect(csvField(value)).toBe(field)
  })

  it.each([
    ['=HYPERLINK("https://evil.test","Click")', `"'=HYPERLINK(""https://evil.test"",""Click"")"`],
    ['+49 30 1234', `'+49 30 1234`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1:A9)', `'@SUM(A1:A9)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `"'\r=1+1"`],
    ['＝1+1', `'＝1+1`],
    ['＠SUM(A1:A9)', `'＠SUM(A1:A9)`],
    ['a=b, @c', '"a=b, @c"'],
  ])('neutralises the formula %j as %j (OWASP CSV injection)', (value, field) => {
    expect(csvField(value)).toBe(field)
  })

  it('writes a header row of the keys and one CRLF-terminated row per record, in key order', () => {
    const rows = [
      { id: 1, title: 'Tea, or coffee?', note: null },
      { id: 2, title: '"Quoted"', note: 'x' },
    ]

    expect(toCsv(rows, ['title', 'id'])).toBe('title,id\r\n"Tea, or coffee?",1\r\n"""Quoted""",2\r\n')
    expect(toCsv([], ['id', 'title'])).toBe('id,title\r\n')
  })
})

describe('the first column of a CSV file', () => {
  it('reads commas or semicolons, quotes, spaces around fields and a byte order mark; blank lines are skipped', () => {
    const text =
      '\uFEFFemail;name\r\n"ada@example.test" , Ada\n\n  bea@example.test\n"Smith, Cy <cy@example.test>",x\n,no first field\n'

    expect(firstColumn(text, 'members.csv')).toEqual([
      'email',
      'ada@example.test',
      'bea@example.test',
      'Smith, Cy <cy@example.test>',
    ])
  })

  it('refuses a file that is not CSV with INVALID_CSV', () => {
    expect(() => firstColumn('ada@example.test\n"bea@example.test\n', 'members.csv')).toThrow(
      expect.objectContaining({
        code: 'INVALID_CSV',
        message: expect.stringContaining('members.csv is not valid CSV'),
      }),
    )
  })
})
