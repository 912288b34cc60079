// Prints the copies of the API contract between the backend and its clients, and exits non-zero
// on any (`npm run lint`). A copy is
// - an interface or object type, in the backend or a client (api-client, the front ends, the CLI),
//   with the same members (3 or more, `success` aside) as a type of another side. Types named
//   `…Row` are database rows as a driver answers them (ids as strings, say), the serializers'
//   input, not copies;
// - a serializer method without a declared return type, whose answer would then be typed by
//   nobody but itself;
// - a list of strings (an array literal or a union type of 2 or more string literals) anywhere
//   outside the contract whose strings are those of a list the contract exports at run time
//   (`LANGUAGES`, `ROLES`, `POST_STATUSES`…), or 3 or more of them: it should import that list
//   (or the type derived from it). A string equal to a value of a table of names the contract
//   exports (`COOKIES`) is a copy too, and so is a client path of `CLIENT_PATHS` written as a
//   string (`'/feed'`, `'/login?next=…'`, `` `/post/${id}` ``): it should come from the table or
//   from `clientPath(page, params)`. Inside the contract, a union type must come from its list,
//   and each `.d.ts` must declare the list its `.js` holds. Migrations (`backend/database/`) keep
//   their literal lists, being history; tests and their fixtures are exempt. A list that merely
//   shares the strings (a rule's own subset, a display order) says so in a comment on the line
//   before: `// not a contract copy: <why>`.
// Parsed file by file: no type checking, a few seconds.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import ts from 'typescript'
import { repoRoot } from './lib.mjs'

const sides = {
  contract: ['contract/src'],
  backend: ['backend/app'],
  clients: ['api-client/src', 'design-system/src', 'member-app/src', 'admin-app/src', 'shell/src', 'admin-cli/src'],
}
const serializers = 'backend/app/serializers'
const MIN_MEMBERS = 3

function sourceFilesUnder(folder) {
  return readdirSync(join(repoRoot, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

function parse(file) {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
}

function where(node) {
  const source = node.getSourceFile()
  const { line } = source.getLineAndCharacterOfPosition(node.getStart())
  return `${relative(repoRoot, source.fileName)}:${line + 1}`
}

/** The member names of an interface or an object type alias, `success` aside; null for other nodes. */
function memberKeyOf(node) {
  const members = ts.isInterfaceDeclaration(node)
    ? node.members
    : ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type)
      ? node.type.members
      : null
  if (!members) return null
  const names = members.flatMap((member) => (member.name && ts.isIdentifier(member.name) ? [member.name.text] : []))
  const wire = names.filter((name) => name !== 'success')
  return wire.length >= MIN_MEMBERS ? [...wire].sort().join(',') : null
}

function each(node, visit) {
  visit(node)
  ts.forEachChild(node, (child) => each(child, visit))
}

/** Every object type declared on one side, by its sorted member names. */
function typesOf(folders) {
  const byKey = new Map()
  for (const file of folders.flatMap(sourceFilesUnder)) {
    each(parse(file), (node) => {
      const key = memberKeyOf(node)
      if (key && !node.name.text.endsWith('Row'))
        byKey.set(key, [...(byKey.get(key) ?? []), `${node.name.text} (${where(node)})`])
    })
  }
  return byKey
}

/** Methods and functions of the serializers that return an object without a declared type. */
function untypedSerializers() {
  const found = []
  for (const file of sourceFilesUnder(serializers)) {
    each(parse(file), (node) => {
      const isFunction = ts.isMethodDeclaration(node) || ts.isFunctionDeclaration(node) || ts.isArrowFunction(node)
      if (!isFunction || node.type || !returnsObjectLiteral(node)) return
      found.push(`${node.name?.getText() ?? 'an arrow function'} (${where(node)}) has no declared return type`)
    })
  }
  return found
}

function returnsObjectLiteral(fn) {
  if (fn.body && ts.isObjectLiteralExpression(fn.body)) return true
  let found = false
  each(fn.body ?? fn, (node) => {
    if (ts.isReturnStatement(node) && node.expression && ts.isObjectLiteralExpression(node.expression)) found = true
  })
  return found
}

function typeCopies() {
  const declared = Object.fromEntries(Object.entries(sides).map(([side, folders]) => [side, typesOf(folders)]))
  const copies = []
  const pairs = [
    ['backend', 'contract'],
    ['backend', 'clients'],
    ['clients', 'contract'],
  ]
  for (const [side, other] of pairs) {
    for (const [key, names] of declared[side]) {
      const originals = declared[other].get(key)
      if (originals) copies.push(`${names.join(', ')} copies ${originals.join(', ')}`)
    }
  }
  return copies
}

// Value lists -----------------------------------------------------------------------------------

const MIN_SUBSET = 3
/** The tables whose every string is a name no other file may write out. */
const NAME_TABLES = new Set(['COOKIES'])
/** The table of the client's pages, `:name` marking a parameter. */
const PATH_TABLE = 'CLIENT_PATHS'
const NOT_A_COPY = /not a contract copy:/

/**
 * The run-time values the contract exports, from its package's `exports`: `lists`, each
 * `{ name, module, values }` (a frozen array of 2 or more strings), `names`, each string of a
 * table of names (`COOKIES`) with the export and key it stands under, and `paths`, each client
 * path (`/post/:postId`) with the same.
 */
export async function contractValues() {
  const { exports } = JSON.parse(readFileSync(join(repoRoot, 'contract/package.json'), 'utf8'))
  const lists = []
  const names = new Map()
  const paths = new Map()
  for (const [entry, target] of Object.entries(exports)) {
    if (!target.default) continue
    const module = `@dilemma/contract/${entry.slice(2)}`
    const values = await import(pathToFileURL(join(repoRoot, 'contract', target.default)).href)
    for (const [name, value] of Object.entries(values)) {
      if (isStringList(value) && value.length >= 2) lists.push({ name, module, values: [...value] })
      else if (NAME_TABLES.has(name) && value && typeof value === 'object') {
        for (const [key, text] of Object.entries(value))
          if (typeof text === 'string') names.set(text, `${name}.${key} of ${module}`)
      } else if (name === PATH_TABLE && value && typeof value === 'object') {
        for (const [key, path] of Object.entries(value))
          if (typeof path === 'string') paths.set(path, `${name}.${key} of ${module}`)
      }
    }
  }
  return { lists, names, paths }
}

/**
 * The client path a string or template literal writes out, as the table holds it, or undefined.
 * A path is compared without its query and hash (`'/login?next=…'` is the login page); a
 * template's text before its first `${…}` must be a path's text before its first parameter
 * (`` `/post/${id}` `` is `/post/:postId`), or a whole path followed by a query or a hash. The
 * root, `'/'`, counts only as a link's target (`to="/"`, `navigate('/')`): elsewhere it is a
 * cookie's path, a router's prefix or a separator.
 */
function writtenPath(node, paths) {
  if (!paths?.size) return undefined
  if (ts.isStringLiteralLike(node)) {
    if (ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent)) return undefined
    const path = node.text.split(/[?#]/)[0]
    if (!paths.has(path)) return undefined
    if (path === '/' && !isLinkTarget(node)) return undefined
    return path
  }
  if (ts.isTemplateExpression(node)) {
    const head = node.head.text
    for (const path of paths.keys()) {
      const parameter = path.indexOf('/:')
      if (parameter > 0 && head === path.slice(0, parameter + 1)) return path
      if (parameter < 0 && path !== '/' && (head.startsWith(`${path}?`) || head.startsWith(`${path}#`))) return path
    }
  }
  return undefined
}

/** A link's target: a JSX `to` or `href`, or the first argument of `navigate(…)`. */
function isLinkTarget(node) {
  const parent = ts.isJsxExpression(node.parent) ? node.parent.parent : node.parent
  if (ts.isJsxAttribute(parent)) return /^(to|href)$/.test(parent.name.getText())
  if (!ts.isCallExpression(parent) || parent.arguments[0] !== node) return false
  const callee = ts.isPropertyAccessExpression(parent.expression) ? parent.expression.name : parent.expression
  return ts.isIdentifier(callee) && callee.text === 'navigate'
}

function isStringList(value) {
  return Array.isArray(value) && value.every((item) => typeof item === 'string')
}

const isNothing = (type) =>
  type.kind === ts.SyntaxKind.UndefinedKeyword ||
  (ts.isLiteralTypeNode(type) && type.literal.kind === ts.SyntaxKind.NullKeyword)

/**
 * The strings of an array literal of string literals only, or of a union type of string literals
 * (`null` and `undefined` aside); null for anything else.
 */
function stringsOf(node) {
  const items = ts.isArrayLiteralExpression(node)
    ? node.elements.map((element) => (ts.isStringLiteralLike(element) ? element.text : null))
    : ts.isUnionTypeNode(node)
      ? node.types
          .filter((type) => !isNothing(type))
          .map((type) => (ts.isLiteralTypeNode(type) && ts.isStringLiteral(type.literal) ? type.literal.text : null))
      : null
  return items && items.length >= 2 && items.every((item) => item !== null) ? items : null
}

/** The contract list a set of strings copies: the one it equals, else one it is a subset of (3 or more). */
function copiedList(strings, lists) {
  // Case aside: the letters A to D a card shows are the options a to d.
  const set = new Set(strings.map((item) => item.toLowerCase()))
  const within = (list) => [...set].every((item) => list.values.some((value) => value.toLowerCase() === item))
  return (
    lists.find((list) => within(list) && set.size === new Set(list.values).size) ??
    (set.size >= MIN_SUBSET ? lists.find(within) : undefined)
  )
}

function isNamedAway(source, node) {
  const { line } = source.getLineAndCharacterOfPosition(node.getStart(source))
  const lines = source.text.split('\n')
  return NOT_A_COPY.test(lines[line] ?? '') || NOT_A_COPY.test(lines[line - 1] ?? '')
}

/**
 * The copies of the contract's values in one file (`{ line, text }`). `inContract`: a file of
 * `contract/src`, where only a union type can copy a list (the types derived from the lists are
 * unions the parser never sees written out).
 */
export function valueCopiesIn(file, text, { lists, names, paths }, { inContract = false } = {}) {
  const kind = /x$/.test(file) ? ts.ScriptKind.TSX : /\.[cm]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const found = []
  const report = (node, what) => {
    if (isNamedAway(source, node)) return
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source))
    found.push({ line: line + 1, text: what })
  }
  each(source, (node) => {
    if (inContract && !ts.isUnionTypeNode(node)) return
    const strings = stringsOf(node)
    const list = strings && copiedList(strings, lists)
    if (list) {
      const derived = ts.isUnionTypeNode(node) ? ` (or its type, \`(typeof ${list.name})[number]\`)` : ''
      report(node, `copies ${list.name}: import it from ${list.module}${derived}`)
    } else if (!inContract && ts.isStringLiteralLike(node) && names.has(node.text) && !isPartOfList(node, lists)) {
      report(node, `names '${node.text}': import ${names.get(node.text)}`)
    } else if (!inContract) {
      const path = writtenPath(node, paths)
      if (path) report(node, `writes the client path '${path}': use ${paths.get(path)} or clientPath()`)
    }
  })
  return found
}

/** A string of a list already reported as a whole is not reported again. */
function isPartOfList(node, lists) {
  const parent = node.parent
  const strings = parent && (ts.isArrayLiteralExpression(parent) ? stringsOf(parent) : null)
  return Boolean(strings && copiedList(strings, lists))
}

/**
 * Each `.d.ts` beside a contract module must declare the list its `.js` exports, in the same
 * order, where it spells it out as a tuple (`readonly ['de', 'en', 'tr']`): the two files are
 * one definition written twice, and only this check keeps them equal.
 */
export function declarationMismatches(file, text, lists) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found = []
  each(source, (node) => {
    if (!ts.isVariableDeclaration(node) || !node.type || !ts.isIdentifier(node.name)) return
    const type = ts.isTypeOperatorNode(node.type) ? node.type.type : node.type
    if (!ts.isTupleTypeNode(type)) return
    const declared = type.elements.map((element) =>
      ts.isLiteralTypeNode(element) && ts.isStringLiteral(element.literal) ? element.literal.text : null,
    )
    if (declared.includes(null)) return // built of other types (`['all', ...typeof LANGUAGES]`)
    const list = lists.find(
      (candidate) => candidate.name === node.name.text && file.endsWith(`/${candidate.module.split('/').pop()}.d.ts`),
    )
    if (!list)
      return found.push(`${where(node)}: ${node.name.text} is declared as a list of strings the .js does not export`)
    if (declared.join('\u0000') !== list.values.join('\u0000'))
      found.push(
        `${where(node)}: ${node.name.text} is declared as [${declared.join(', ')}], the .js holds [${list.values.join(', ')}]`,
      )
  })
  return found
}

const EXEMPT = [
  /^contract\//, // the definitions, checked below
  /^backend\/database\//, // migrations and seeds are history
  /^e2e\//,
  /^scripts\/(cluster|faults)\//, // the suites run against a built server
  /(^|\/)(tests?|testing|__tests__)\//,
  /\.(test|spec|e2e)\.[cm]?[jt]sx?$/,
  /(^|\/)(dist|build|node_modules)\//,
]

function trackedScripts() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
  return listed.split('\n').filter((file) => /\.(?:[cm]?js|tsx?)$/.test(file) && !file.endsWith('.d.ts'))
}

function readTracked(file) {
  try {
    return readFileSync(join(repoRoot, file), 'utf8')
  } catch {
    return null // listed by git but deleted in the work tree
  }
}

async function valueCopies() {
  const values = await contractValues()
  const problems = []
  const files = trackedScripts()
  for (const file of files) {
    const inContract = file.startsWith('contract/src/')
    if (!inContract && EXEMPT.some((pattern) => pattern.test(file))) continue
    const text = readTracked(file)
    if (text === null) continue
    for (const { line, text: what } of valueCopiesIn(file, text, values, { inContract }))
      problems.push(`${file}:${line} ${what}`)
  }
  for (const entry of readdirSync(join(repoRoot, 'contract')).filter((name) => name.endsWith('.d.ts'))) {
    const file = join(repoRoot, 'contract', entry)
    problems.push(...declarationMismatches(file, readFileSync(file, 'utf8'), values.lists))
  }
  return problems
}

async function main() {
  const problems = [...typeCopies(), ...untypedSerializers(), ...(await valueCopies())]
  for (const problem of problems) console.log(problem)
  console.log(`${problems.length} copies of the API contract between the backend and its clients`)
  process.exitCode = problems.length ? 1 : 0
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main()
