// scripts/contract-copies.mjs (part of `npm run lint`): a list of strings the contract exports at
// run time, written out again outside it, is a copy; the contract's own `.d.ts` must declare what
// its `.js` holds.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { contractValues, declarationMismatches, valueCopiesIn } from '../contract-copies.mjs'

const values = {
  lists: [
    { name: 'LANGUAGES', module: '@dilemma/contract/languages', values: ['de', 'en', 'tr'] },
    {
      name: 'POST_STATUSES',
      module: '@dilemma/contract/polls',
      values: ['active', 'passive', 'inactive', 'held', 'deleted'],
    },
    { name: 'OPTION_LETTERS', module: '@dilemma/contract/polls', values: ['a', 'b', 'c', 'd'] },
  ],
  names: new Map([['dilemma_language', 'COOKIES.language of @dilemma/contract/cookies']]),
  paths: new Map([
    ['/', 'CLIENT_PATHS.landing of @dilemma/contract/client-paths'],
    ['/feed', 'CLIENT_PATHS.feed of @dilemma/contract/client-paths'],
    ['/post/:postId', 'CLIENT_PATHS.post of @dilemma/contract/client-paths'],
  ]),
}
const copiesIn = (source, options) => valueCopiesIn('member-app/src/example.ts', source, values, options)

test('fails on a copied array, in any order, and names the export to import', () => {
  const found = copiesIn("import x from 'y'\nexport const LANGUAGES = ['tr', 'de', 'en'] as const")
  assert.deepEqual(found, [{ line: 2, text: 'copies LANGUAGES: import it from @dilemma/contract/languages' }])
})

test('fails on a copied union type and on a subset of three or more', () => {
  const found = copiesIn(
    [
      "type Language = 'de' | 'en' | 'tr'",
      "const shown = vine.enum(['active', 'passive', 'deleted'] as const)",
      "const LETTERS = ['A', 'B', 'C', 'D']",
      "let chosen: 'de' | 'en' | 'tr' | null = null",
    ].join('\n'),
  )
  assert.deepEqual(
    found.map(({ line, text }) => `${line} ${text.split(':')[0]}`),
    ['1 copies LANGUAGES', '2 copies POST_STATUSES', '3 copies OPTION_LETTERS', '4 copies LANGUAGES'],
  )
})

test('fails on a cookie name written out', () => {
  assert.deepEqual(copiesIn("export const LANGUAGE_COOKIE = 'dilemma_language'"), [
    { line: 1, text: "names 'dilemma_language': import COOKIES.language of @dilemma/contract/cookies" },
  ])
})

test('fails on a client path written out: a string, with a query, a template of a parameter', () => {
  const source = [
    'const home = <Link to="/feed">x</Link>',
    "navigate('/feed?tag=3')",
    'const card = `/post/${post.id}`',
    'const tagged = `/feed?tag=${tag.id}`',
    "const root = <Link to='/'>home</Link>",
    "void navigate('/', { replace: true })",
  ].join('\n')
  assert.deepEqual(
    valueCopiesIn('member-app/src/example.tsx', source, values).map(({ line, text }) => `${line} ${text}`),
    [
      "1 writes the client path '/feed': use CLIENT_PATHS.feed of @dilemma/contract/client-paths or clientPath()",
      "2 writes the client path '/feed': use CLIENT_PATHS.feed of @dilemma/contract/client-paths or clientPath()",
      "3 writes the client path '/post/:postId': use CLIENT_PATHS.post of @dilemma/contract/client-paths or clientPath()",
      "4 writes the client path '/feed': use CLIENT_PATHS.feed of @dilemma/contract/client-paths or clientPath()",
      "5 writes the client path '/': use CLIENT_PATHS.landing of @dilemma/contract/client-paths or clientPath()",
      "6 writes the client path '/': use CLIENT_PATHS.landing of @dilemma/contract/client-paths or clientPath()",
    ],
  )
})

test('leaves other paths alone: the root as a separator or cookie path, API paths, longer paths, named away', () => {
  const source = [
    "const parts = url.split('/')",
    "response.cookie(name, value, { path: '/' })",
    "router.get('/', handler)",
    "const api = '/api/feed'",
    "const deeper = '/feed/more'",
    'const other = `/posts/${id}`',
    '// not a contract copy: the service worker scope is the root',
    "const scope = { to: '/feed' }",
    "import x from '/feed'",
  ].join('\n')
  assert.deepEqual(copiesIn(source), [])
})

test('leaves other lists alone: a pair of a longer list, a superset, mixed members, a list named away', () => {
  const source = [
    "const closed = ['passive', 'inactive']",
    "const withAll = ['all', 'de', 'en', 'tr']",
    "type Either = 'de' | 'en' | 'tr' | number",
    "const mixed = ['de', 'en', 3]",
    '// not a contract copy: the order the figures show',
    "const shown = ['tr', 'en', 'de']",
  ].join('\n')
  assert.deepEqual(copiesIn(source), [])
})

test('inside the contract, only a union written out is a copy (the derived types are not)', () => {
  const source =
    "export type Language = (typeof LANGUAGES)[number]\nexport type Old = 'de' | 'en' | 'tr'\nconst x = ['de', 'en', 'tr']"
  assert.deepEqual(
    copiesIn(source, { inContract: true }).map(({ line }) => line),
    [2],
  )
})

test('a contract .d.ts that declares another list than its .js is reported', () => {
  const declared =
    "export declare const LANGUAGES: readonly ['de', 'en']\nexport declare const OTHER: readonly ['x', 'y']"
  const found = declarationMismatches('/repo/contract/languages.d.ts', declared, values.lists)
  assert.equal(found.length, 2)
  assert.match(found[0], /LANGUAGES is declared as \[de, en\], the \.js holds \[de, en, tr\]/)
  assert.match(found[1], /OTHER is declared as a list of strings the \.js does not export/)
  assert.deepEqual(
    declarationMismatches(
      '/repo/contract/languages.d.ts',
      "export declare const LANGUAGES: readonly ['de', 'en', 'tr']",
      values.lists,
    ),
    [],
  )
})

test("reads the contract's own lists and names from its package", async () => {
  const { lists, names, paths } = await contractValues()
  assert.deepEqual(lists.find(({ name }) => name === 'LANGUAGES')?.values, ['de', 'en', 'tr'])
  assert.equal(names.get('XSRF-TOKEN'), 'COOKIES.xsrf of @dilemma/contract/cookies')
  assert.equal(paths.get('/post/:postId'), 'CLIENT_PATHS.post of @dilemma/contract/client-paths')
})
