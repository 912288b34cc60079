import { test } from '@japa/runner'
import { searchWords, toBooleanModeQuery, toFts5Query } from '#queries/posts/post_search'
import { parseTagsField } from '#services/posts/tags_field'

test.group('search queries', () => {
  test('words are letters and digits in any script, lowercased', ({ assert }) => {
    assert.deepEqual(searchWords('Kita ODER Tagesmutter?'), ['kita', 'oder', 'tagesmutter'])
    assert.deepEqual(searchWords('Çocuğu kreşe'), ['çocuğu', 'kreşe'])
  })

  test('FTS5: quoted prefix terms, operators cannot leak in', ({ assert }) => {
    assert.equal(toFts5Query('coffee tea'), '"coffee"* "tea"*')
    assert.equal(toFts5Query('a" OR NEAR(x'), '"a"* "or"* "near"* "x"*')
    assert.equal(toFts5Query('!!!'), '')
  })

  test('MySQL boolean mode: required prefix terms of indexable length', ({ assert }) => {
    assert.equal(toBooleanModeQuery('coffee or tea'), '+coffee* +tea*')
    assert.equal(toBooleanModeQuery('+a -b'), '')
  })
})

test.group('tags field', () => {
  test('a JSON list in a form field, an array as is, anything else unchanged', ({ assert }) => {
    assert.deepEqual(parseTagsField('["a","b"]'), ['a', 'b'])
    assert.deepEqual(parseTagsField(['a']), ['a'])
    assert.equal(parseTagsField('not json'), 'not json')
    assert.isUndefined(parseTagsField(null))
  })
})
