// scripts/issue-comments.mjs (part of `npm run lint`): a source comment says why, never which
// issue; what looks like a citation in a string, or an upstream repository's reference, is not one.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { issueCitations } from '../issue-comments.mjs'

const linesCited = (file, text) => issueCitations(file, text).map(({ line }) => line)

test('catches an issue number in line, block and JSX comments of scripts', () => {
  const source = [
    'const a = 1 // the budget of issue 27',
    '/** Shared pages (Issue #47). */',
    'export const b = () => <div>{/* see #42 */}</div>',
    '/* issues 13 and 14 */',
    '// a bare number reads as one too: write "post 53", not "post #53"',
  ].join('\n')
  assert.deepEqual(linesCited('member-app/src/Example.tsx', source), [1, 2, 3, 4, 5])
})

test('catches it in CSS, HTML and #-comment files', () => {
  assert.deepEqual(linesCited('design-system/src/styles.css', 'a {}\n/* first paint (issue 27) */'), [2])
  assert.deepEqual(linesCited('shell/index.html', '<!-- issue 16 -->'), [1])
  assert.deepEqual(linesCited('.ci/run', 'echo ok\n# the MySQL suite (issue 17)'), [2])
})

test('leaves strings, templates, test data and upstream references alone', () => {
  const source = [
    "const title = 'issue 27 // issue 28'",
    'const text = `/* issue 29 */ ${title}`',
    "test('issue 30 is fixed', () => {})",
    '// Rolldown splits its runtime first (rolldown/rolldown#9419, axe-core#2768).',
  ].join('\n')
  assert.deepEqual(linesCited('e2e/tests/example.e2e.ts', source), [])
})

test('reads no comments in files of other kinds', () => {
  assert.deepEqual(linesCited('member-app/src/i18n/en.json', '{ "a": "issue 27" }'), [])
})
