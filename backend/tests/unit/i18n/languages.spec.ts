import { test } from '@japa/runner'
import { pickLanguage } from '#services/i18n/languages'

test.group('pickLanguage', () => {
  test('{requested} / {header} → {expected}')
    .with([
      { requested: 'tr', header: 'en-US,en;q=0.9', expected: 'tr' },
      { requested: undefined, header: 'fr-FR,en-GB;q=0.8,de;q=0.5', expected: 'en' },
      { requested: 'xx', header: 'TR', expected: 'tr' },
      { requested: null, header: 'fr, es', expected: 'de' },
      { requested: undefined, header: undefined, expected: 'de' },
    ] as const)
    .run(({ assert }, { requested, header, expected }) => {
      assert.equal(pickLanguage(requested, header), expected)
    })
})
