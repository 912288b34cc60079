import { describe, expect, it } from 'vitest'
import { formatRecord, formatTable } from '../src/output.js'

describe('output formatting', () => {
  it('aligns a table under its headers and shows empty values as "-"', () => {
    const rows = [
      { id: 1, email: 'ada@example.test', used: true },
      { id: 12, email: null, used: false },
    ]

    const table = formatTable(rows, [
      { header: 'ID', value: (row) => row.id },
      { header: 'E-MAIL', value: (row) => row.email },
      { header: 'USED', value: (row) => row.used },
    ])

    expect(table).toBe(
      ['ID  E-MAIL            USED', '1   ada@example.test  yes', '12  -                 no'].join('\n'),
    )
  })

  it('prints a record as aligned label/value lines', () => {
    expect(
      formatRecord([
        ['id', 7],
        ['e-mail verified', false],
        ['bio', ''],
      ]),
    ).toBe(['id               7', 'e-mail verified  no', 'bio              -'].join('\n'))
  })
})
