// Prints the copies of the API contract between the backend and its clients, and exits non-zero
// on any (`npm run lint`). A copy is an interface or object type, in the backend or a client
// (api-client, the front ends, the CLI), with the same members (3 or more, `success` aside) as a
// type of another side; and a serializer method without a declared return type, whose answer
// would then be typed by nobody but itself. Types named `…Row` are database rows as a driver
// answers them (ids as strings, say), the serializers' input, not copies. Parsed file by file:
// no type checking, a second.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
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
const problems = [...copies, ...untypedSerializers()]
for (const problem of problems) console.log(problem)
console.log(`${problems.length} copies of the API contract between the backend and its clients`)
process.exitCode = problems.length ? 1 : 0
