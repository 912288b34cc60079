// Prints every answer of a backend controller that is not checked against the API contract, and
// exits non-zero on any (`npm run lint`). An answer is what an action sends as JSON: a returned
// expression (`return {...}`, through `?:` branches) or the body of a response call
// (`response.ok(...)`, `response.status(201).json(...)`). It is checked when it is a `satisfies`
// expression whose type comes from `@dilemma/contract` (`{ success: true, post } satisfies
// Wire.PostResponse`), or a constant declared so in the controllers (`DRY_RUN_PASSED`). A call of
// an action is not enough, even one with a declared return type: the controller is where a reader
// looks for what the route answers.
// Not JSON, so not counted: redirects and streams, answers whose content type the function sets
// itself (`response.header('Content-Type', 'image/png')`, `response.type('html')`), error answers
// (thrown, through the exception handler), and `return this.other(ctx)`, a helper of the same
// file, whose own answers are counted where it returns them. Parsed file by file, no type checking.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import ts from 'typescript'
import { repoRoot } from './lib.mjs'

const controllers = 'backend/app/controllers'

/** Response methods that set something on the answer and return the response itself. */
const CHAIN_LINKS = new Set([
  'append',
  'clearCookie',
  'cookie',
  'encryptedCookie',
  'header',
  'location',
  'plainCookie',
  'removeHeader',
  'safeHeader',
  'safeStatus',
  'setEtag',
  'status',
  'type',
  'vary',
])
/** Response methods that answer something other than JSON, or an error. */
const NOT_JSON = new Set(['abort', 'abortIf', 'abortUnless', 'attachment', 'download', 'redirect', 'stream'])

const unwrap = (node) =>
  ts.isParenthesizedExpression(node) || ts.isAwaitExpression(node) ? unwrap(node.expression) : node

const isFunction = (node) =>
  ts.isMethodDeclaration(node) ||
  ts.isFunctionDeclaration(node) ||
  ts.isArrowFunction(node) ||
  ts.isFunctionExpression(node)

function each(node, visit) {
  visit(node)
  ts.forEachChild(node, (child) => each(child, visit))
}

/** `response` or `ctx.response`, then any calls of its methods: the method names, outermost last. */
function responseChain(node) {
  const names = []
  let current = unwrap(node)
  while (ts.isCallExpression(current) && ts.isPropertyAccessExpression(current.expression)) {
    names.unshift(current.expression.name.text)
    current = current.expression.expression
  }
  const isResponse =
    (ts.isIdentifier(current) && current.text === 'response') ||
    (ts.isPropertyAccessExpression(current) && current.name.text === 'response')
  return isResponse && names.length > 0 ? names : null
}

/** A response call that sends a JSON body: `response.ok(body)`, `response.status(201).json(body)`. */
function isBodyCall(node) {
  const chain = responseChain(node)
  if (!chain) return false
  const method = chain.at(-1)
  return !CHAIN_LINKS.has(method) && !NOT_JSON.has(method) && !chain.includes('type') && node.arguments.length > 0
}

/** The function sets its answer's content type itself: it does not answer JSON. */
function setsContentType(fn) {
  let found = false
  each(fn, (node) => {
    const chain = ts.isCallExpression(node) && responseChain(node)
    if (!chain) return
    const [name] = node.arguments
    if (chain.includes('type')) found = true
    if (chain.at(-1) === 'header' && name && ts.isStringLiteral(name) && /^content-type$/i.test(name.text)) found = true
  })
  return found
}

function enclosingFunction(node) {
  let current = node.parent
  while (current && !isFunction(current)) current = current.parent
  return current
}

/** The names a file binds to `@dilemma/contract`: `Wire` of `import type * as Wire`, or named types. */
function contractNames(source) {
  const names = new Set()
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || statement.moduleSpecifier.text !== '@dilemma/contract') continue
    const clause = statement.importClause
    if (clause?.name) names.add(clause.name.text)
    const bindings = clause?.namedBindings
    if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text)
    if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) names.add(element.name.text)
  }
  return names
}

/** `… satisfies Wire.X` (or `X`, `Wire.DryRun<…>`) with a type of the contract. */
function isContractCheck(node, contract) {
  if (!ts.isSatisfiesExpression(node) || !ts.isTypeReferenceNode(node.type)) return false
  let name = node.type.typeName
  while (ts.isQualifiedName(name)) name = name.left
  return contract.has(name.text)
}

/** The names of the constants declared as a `satisfies` expression against a contract type. */
function checkedConstants(source) {
  const contract = contractNames(source)
  const names = new Set()
  each(source, (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      if (isContractCheck(unwrap(node.initializer), contract)) names.add(node.name.text)
    }
  })
  return names
}

/** The names this file imports from other controller files (`#controllers/moderator`), by module. */
function importedNames(source) {
  const byModule = new Map()
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue
    const bindings = statement.importClause?.namedBindings
    if (!bindings || !ts.isNamedImports(bindings)) continue
    byModule.set(
      statement.moduleSpecifier.text,
      bindings.elements.map((element) => element.name.text),
    )
  }
  return byModule
}

/**
 * The answers of one controller file: `{ line, text, checked }` for each. `readController` gives
 * the text of another controller file by its import specifier (`#controllers/moderator`), or null.
 */
export function controllerAnswers(file, text, readController = () => null) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const contract = contractNames(source)
  const checked = checkedConstants(source)
  for (const [specifier, names] of importedNames(source)) {
    const other = specifier.startsWith('#controllers/') ? readController(specifier) : null
    if (other === null) continue
    const theirs = checkedConstants(ts.createSourceFile(specifier, other, ts.ScriptTarget.Latest, true))
    for (const name of names) if (theirs.has(name)) checked.add(name)
  }
  const localFunctions = new Map()
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) localFunctions.set(statement.name.text, statement)
  }

  const answers = []
  const record = (node, isChecked) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source))
    const firstLine = node.getText(source).split('\n')[0]
    answers.push({ line: line + 1, text: firstLine, checked: isChecked })
  }

  // The functions that answer: the controller's methods, and the file's functions they return.
  const answering = new Set()
  each(source, (node) => {
    if (ts.isMethodDeclaration(node) && ts.isClassLike(node.parent)) answering.add(node)
  })

  /** Records the answers of one returned expression. */
  const classify = (expression) => {
    const node = unwrap(expression)
    if (ts.isSatisfiesExpression(node)) return record(node, isContractCheck(node, contract))
    if (ts.isConditionalExpression(node)) {
      classify(node.whenTrue)
      classify(node.whenFalse)
      return
    }
    if (ts.isCallExpression(node)) {
      if (responseChain(node)) return // its body, if any, is recorded with the response calls
      const callee = node.expression
      if (ts.isPropertyAccessExpression(callee) && callee.expression.kind === ts.SyntaxKind.ThisKeyword) return
      if (ts.isIdentifier(callee) && localFunctions.has(callee.text)) {
        answering.add(localFunctions.get(callee.text))
        return
      }
    }
    if (ts.isIdentifier(node) && checked.has(node.text)) return record(node, true)
    record(node, false)
  }

  const done = new Set()
  while (done.size < answering.size) {
    for (const fn of [...answering]) {
      if (done.has(fn)) continue
      done.add(fn)
      if (setsContentType(fn)) continue
      if (fn.body && !ts.isBlock(fn.body)) classify(fn.body)
      each(fn, (node) => {
        if (ts.isReturnStatement(node) && node.expression && enclosingFunction(node) === fn) classify(node.expression)
        if (ts.isCallExpression(node) && isBodyCall(node) && enclosingFunction(node) === fn) {
          const [body] = node.arguments
          const unwrapped = unwrap(body)
          const isChecked =
            isContractCheck(unwrapped, contract) || (ts.isIdentifier(unwrapped) && checked.has(unwrapped.text))
          record(body, isChecked)
        }
      })
    }
  }
  return answers.sort((a, b) => a.line - b.line)
}

function main() {
  const folder = join(repoRoot, controllers)
  const files = readdirSync(folder).filter((name) => /\.ts$/.test(name) && !/\.d\.ts$/.test(name))
  const readController = (specifier) => {
    const name = specifier.replace(/^#controllers\//, '')
    try {
      return readFileSync(join(folder, `${name}.ts`), 'utf8')
    } catch {
      return null
    }
  }
  let total = 0
  let unchecked = 0
  for (const name of files.sort()) {
    const file = join(folder, name)
    for (const answer of controllerAnswers(file, readFileSync(file, 'utf8'), readController)) {
      total += 1
      if (answer.checked) continue
      unchecked += 1
      console.log(`${relative(repoRoot, file)}:${answer.line}: ${answer.text}`)
    }
  }
  console.log(
    `${unchecked} of ${total} controller answers not checked against the contract` +
      (unchecked > 0 ? ': write `… satisfies Wire.SomeResponse`' : ''),
  )
  if (unchecked > 0) process.exitCode = 1
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main()
