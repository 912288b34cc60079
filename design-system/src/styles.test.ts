import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// styles.css imports Mantine's styles per component (the first paint waits for it). A component the
// apps start using must bring its styles and those of the components it is built on; this follows
// Mantine's own module imports, so a missing one fails here rather than as an unstyled screen.
const here = dirname(fileURLToPath(import.meta.url))
const mantineRoot = resolve(dirname(createRequire(import.meta.url).resolve('@mantine/core')), '..')
const esmRoot = join(mantineRoot, 'esm')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : []
  })
}

/** The names design-system's own code imports or re-exports from '@mantine/core' (not types). */
function mantineNamesUsed(): Set<string> {
  const names = new Set<string>()
  for (const file of sourceFiles(here)) {
    for (const [, list = ''] of readFileSync(file, 'utf8').matchAll(
      /(?:import|export) \{([^}]*)\} from '@mantine\/core'/g,
    )) {
      for (const name of list.split(',')) names.add(name.trim().split(/\s+as\s+/)[0] ?? '')
    }
  }
  return names
}

/** Every styled part (components/X, utils/X) that Mantine's module for `component` imports, transitively. */
function styledParts(component: string): Set<string> {
  const parts = new Set<string>([component])
  const visited = new Set<string>()
  const visit = (file: string) => {
    if (visited.has(file) || !existsSync(file)) return
    visited.add(file)
    for (const [, target = ''] of readFileSync(file, 'utf8').matchAll(/from "(\.[^"]+)"/g)) {
      const path = resolve(dirname(file), target)
      const [area, name = ''] = relative(esmRoot, path).split(sep)
      if (area === 'components' || area === 'utils') parts.add(name)
      visit(path)
    }
  }
  const dir = join(esmRoot, 'components', component)
  for (const file of readdirSync(dir)) if (file.endsWith('.mjs')) visit(join(dir, file))
  return parts
}

describe('styles.css', () => {
  it('imports the styles of every Mantine component design-system uses and of the ones they are built on', () => {
    const stylesheet = readFileSync(join(here, 'styles.css'), 'utf8')
    const components = [...mantineNamesUsed()].filter((name) => existsSync(join(esmRoot, 'components', name)))
    expect(components).toEqual(expect.arrayContaining(['Button', 'Modal', 'Select', 'TextInput']))
    const needed = new Set(components.flatMap((component) => [...styledParts(component)]))
    const missing = [...needed].filter(
      (part) =>
        existsSync(join(mantineRoot, 'styles', `${part}.css`)) &&
        !stylesheet.includes(`@import '@mantine/core/styles/${part}.css';`),
    )
    expect(missing).toEqual([])
  })
})
