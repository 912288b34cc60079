import { test } from '@japa/runner'
import { WatchedWordsMatcher, type WatchedWordEntry } from '#rules/watched_words'

let nextId = 1
const entry = (word: string, language: WatchedWordEntry['language'] = 'all'): WatchedWordEntry => ({
  id: nextId++,
  word,
  language,
  action: 'block',
})
const words = (matcher: WatchedWordsMatcher, text: string) => matcher.match(text).map((found) => found.text)

test.group('Watched words: matching as a person reads it', () => {
  test('whole words only, never inside another word', ({ assert }) => {
    const matcher = new WatchedWordsMatcher([entry('twat', 'en'), entry('ass', 'en')])
    assert.deepEqual(words(matcher, 'A smartwatch in class, a passing glance'), [])
    assert.deepEqual(words(matcher, 'You TWAT! ass.'), ['TWAT', 'ass'])
    assert.deepEqual(words(matcher, 'twat2go 2twat _twat_'), ['twat'])
  })

  test('a trailing * matches longer forms: German compounds, Turkish suffixes', ({ assert }) => {
    const matcher = new WatchedWordsMatcher([entry('kredit*', 'de'), entry('kumar*', 'tr')])
    assert.deepEqual(words(matcher, 'Ein Kredithai'), ['Kredithai'])
    assert.deepEqual(words(matcher, 'Kredit!'), ['Kredit'])
    // Inside a word it is not the word: a compound that ends with it does not match.
    assert.deepEqual(words(matcher, 'Sofortkredit, kredi'), [])
    assert.deepEqual(words(matcher, 'Kumarhaneye gitme'), ['Kumarhaneye'])
    assert.deepEqual(words(matcher, 'kumarı bırak'), ['kumarı'])
  })

  test('Turkish folds İ to i and I to ı; other languages fold I to i', ({ assert }) => {
    const turkish = new WatchedWordsMatcher([entry('ırkçı', 'tr'), entry('istanbul', 'tr')])
    assert.deepEqual(words(turkish, 'IRKÇI bir söz, İSTANBUL'), ['IRKÇI', 'İSTANBUL'])
    assert.deepEqual(words(turkish, 'ISTANBUL'), [])
    const english = new WatchedWordsMatcher([entry('istanbul', 'en')])
    assert.deepEqual(words(english, 'ISTANBUL'), ['ISTANBUL'])
  })

  test('phrases match the same words in a row, across spaces and signs; each entry once', ({ assert }) => {
    const phrase = entry('call me at', 'en')
    const matcher = new WatchedWordsMatcher([phrase, entry('spam')])
    assert.deepEqual(words(matcher, 'Please CALL  me, at once. spam spam'), ['CALL  me, at', 'spam'])
    assert.deepEqual(words(matcher, 'call me later at home'), [])
  })

  test('Unicode words: combining marks and composed forms are one word', ({ assert }) => {
    const matcher = new WatchedWordsMatcher([entry('café', 'en')])
    assert.deepEqual(words(matcher, 'Cafe\u0301 crème'), ['Café'])
    assert.deepEqual(words(matcher, 'cafés'), [])
  })
})
