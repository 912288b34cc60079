// Prints every source comment that cites an issue of ours by number (the word issue and a number,
// or a bare hash and a number) and exits non-zero on any (`npm run lint`). A comment says why the
// code is as it is; an issue number says only where to dig, and the tracker it points into is not
// part of the code. Upstream references (`rolldown/rolldown#10263`) stay allowed: they name their
// repository. Comments are read by TypeScript's parser for scripts and by simple rules for CSS,
// HTML and `#`-comment files, so a number in a string or a test's data is not a comment.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import ts from 'typescript'
import { repoRoot } from './lib.mjs'

const ISSUE_CITATION = /\bissues?\s*#?\d+|(?<![\w/.-])#\d+\b/i
const SCRIPT_FILE = /\.(?:[cm]?[jt]sx?)$/
const HASH_COMMENT_FILE =
  /(?:^|\/)(?:\.ci\/run|\.env\.example|\.gitignore|\.npmrc|\.prettierignore|[^/]+\.(?:conf|sh|ya?ml))$/

// A comment lies between the tokens that are not nodes of their own (punctuation, keywords): in
// the gaps between a node's children, where strings, templates, regular expressions and JSX text
// never are (they are nodes). Walking the children is ten times faster than walking every token.
function scriptComments(file, text) {
  const kind = /x$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const comments = []
  const collect = (from, to) => {
    for (const match of text.slice(from, to).matchAll(/\/\/.*|\/\*[\s\S]*?\*\//g)) {
      const pos = from + match.index
      comments.push({ line: source.getLineAndCharacterOfPosition(pos).line + 1, comment: match[0] })
    }
  }
  const visit = (node, from, to) => {
    if (ts.isTokenKind(node.kind) || ts.isLiteralKind(node.kind)) return // its own text, no trivia inside
    let gapStart = from
    ts.forEachChild(node, (child) => {
      collect(gapStart, child.getStart(source))
      visit(child, child.getStart(source), child.getEnd())
      gapStart = child.getEnd()
    })
    collect(gapStart, to)
  }
  visit(source, 0, text.length)
  return comments
}

function patternComments(text, pattern) {
  return [...text.matchAll(pattern)].map((match) => ({
    line: text.slice(0, match.index).split('\n').length,
    comment: match[0],
  }))
}

/** The comments of one file, `{ line, comment }`, by the file's kind; none for other files. */
export function commentsOf(file, text) {
  if (SCRIPT_FILE.test(file)) return scriptComments(file, text)
  if (file.endsWith('.css')) return patternComments(text, /\/\*[\s\S]*?\*\//g)
  if (file.endsWith('.html')) return patternComments(text, /<!--[\s\S]*?-->/g)
  if (HASH_COMMENT_FILE.test(file)) return patternComments(text, /(?<!\S)#.*$/gm)
  return []
}

/** The comments of one file that cite an issue by number. */
export function issueCitations(file, text) {
  return commentsOf(file, text).filter(({ comment }) => ISSUE_CITATION.test(comment))
}

function trackedFiles() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
  return listed.split('\n').filter((file) => file !== '' && !file.endsWith('.md'))
}

function main() {
  let found = 0
  for (const file of trackedFiles()) {
    let text
    try {
      text = readFileSync(join(repoRoot, file), 'utf8')
    } catch {
      continue // listed by git but deleted in the work tree
    }
    for (const { line, comment } of issueCitations(file, text)) {
      found += 1
      console.log(
        `${file}:${line}: ${comment
          .split('\n')
          .find((part) => ISSUE_CITATION.test(part))
          ?.trim()}`,
      )
    }
  }
  console.log(`${found} source comments citing an issue number${found > 0 ? ': say why instead' : ''}`)
  if (found > 0) process.exitCode = 1
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) main()
