#!/usr/bin/env node
/*
 * Prints the import cycles of every workspace and exits non-zero when there is one
 * (docs/adr/0003-backend-layers.md). dependency-cruiser reads each workspace with its own
 * tsconfig.json; its resolver is told to follow package.json "imports" (the backend's `#services/*`
 * aliases) and "exports", and to find the TypeScript source behind a `.js` specifier, as Node and
 * tsc do. Type-only imports count: a circle of types is still a circle to read.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { cruise } from 'dependency-cruiser'

const root = fileURLToPath(new URL('..', import.meta.url))
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))

const NO_CIRCLES = { forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }] }

const RESOLVE = {
  importsFields: ['imports'],
  exportsFields: ['exports'],
  conditionNames: ['source', 'types', 'import', 'node', 'default'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
}

/** Each cycle once, as the files it passes through. */
async function cyclesOf(workspace) {
  const directory = join(root, workspace)
  const previous = process.cwd()
  process.chdir(directory)
  try {
    const { output } = await cruise(['.'], {
      validate: true,
      ruleSet: NO_CIRCLES,
      exclude: { path: '(^|/)(node_modules|dist|dist-[^/]*|build|tmp|coverage|__mf__temp|\\.__mf__temp)/' },
      doNotFollow: { path: 'node_modules' },
      tsPreCompilationDeps: true,
      tsConfig: { fileName: 'tsconfig.json' },
      enhancedResolveOptions: RESOLVE,
    })
    const seen = new Set()
    const cycles = []
    for (const violation of output.summary.violations) {
      const path = [violation.from, ...violation.cycle.map((step) => step.name)]
      const key = [...path].sort().join(' ')
      if (seen.has(key)) continue
      seen.add(key)
      cycles.push(path)
    }
    return cycles
  } finally {
    process.chdir(previous)
  }
}

let total = 0
for (const workspace of workspaces) {
  const cycles = await cyclesOf(workspace)
  total += cycles.length
  console.log(`${workspace}: ${cycles.length} import cycle${cycles.length === 1 ? '' : 's'}`)
  for (const cycle of cycles) console.log(`  ${cycle.join(' → ')}`)
}
console.log(`import cycles: ${total}`)
process.exitCode = total === 0 ? 0 : 1
