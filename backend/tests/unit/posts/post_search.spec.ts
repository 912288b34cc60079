import { test } from '@japa/runner'
import { postSearchWordsOf, searchWordsOf } from '#rules/search_words'
import { parseTagsField } from '#services/posts/tags_field'

test.group('search words', () => {
  test('letters and digits in any script, folded, from 3 characters, each once', ({ assert }) => {
    assert.deepEqual(searchWordsOf('Kita ODER Tagesmutter? Kita!'), ['kita', 'oder', 'tagesmutter'])
    assert.deepEqual(searchWordsOf('Çocuğu kreşe, İstanbul'), ['cocugu', 'krese', 'istanbul'])
    assert.deepEqual(searchWordsOf('Café au lait 42 2024'), ['cafe', 'lait', '2024'])
  })

  test('operators and wildcards are no words: nothing of them reaches the SQL', ({ assert }) => {
    assert.deepEqual(searchWordsOf('a" OR NEAR(x% _y* +zz'), ['near'])
    assert.deepEqual(searchWordsOf('!!!'), [])
  })

  test('a word is cut at 64 characters; a post has the words of its title and description', ({ assert }) => {
    assert.equal(searchWordsOf('x'.repeat(80))[0]!.length, 64)
    assert.deepEqual(postSearchWordsOf({ title: 'Tea or coffee?', description: 'Coffee, mornings.' }), [
      'tea',
      'coffee',
      'mornings',
    ])
    assert.deepEqual(postSearchWordsOf({ title: 'Tea', description: null }), ['tea'])
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
