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

  it('aligns by the width on screen: an emoji or a CJK letter takes two columns', () => {
    const table = formatTable(
      [{ title: 'Tee? 🍵' }, { title: '日本' }, { title: 'x' }],
      [
        { header: 'TITLE', value: (row) => row.title },
        { header: 'N', value: () => 1 },
      ],
    )

    expect(table).toBe(['TITLE    N', 'Tee? 🍵  1', '日本     1', 'x        1'].join('\n'))
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
