import { test } from '@japa/runner'
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { relative } from 'node:path'
import app from '@adonisjs/core/services/app'

/** What builds a cache: a shared cache, an lru-cache, an @adonisjs/cache namespace, a module-level map. */
const BUILDS_A_CACHE = /new SharedCache\b|new LRUCache\b|cache\.namespace\(|^const \w+ = new (Weak)?Map\b/m

async function modulesBuildingCaches(): Promise<string[]> {
  const entries = await readdir(app.makePath('app'), { recursive: true, withFileTypes: true })
  const modules: string[] = []
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue
    const path = `${entry.parentPath}/${entry.name}`
    if (BUILDS_A_CACHE.test(await readFile(path, 'utf8'))) modules.push(relative(app.makePath(), path))
  }
  return modules
}

test.group('The cache registry (docs/caches.md)', () => {
  test('names every module that builds a cache, and only modules that exist', async ({ assert }) => {
    const registry = await readFile(app.makePath('..', 'docs', 'caches.md'), 'utf8')
    const named = [...registry.matchAll(/`(app\/[\w/]+\.ts)`/g)].map((match) => match[1])

    const unnamed = (await modulesBuildingCaches()).filter((module) => !named.includes(module))

    assert.deepEqual(unnamed, [])
    assert.deepEqual(
      named.filter((module) => !existsSync(app.makePath(module))),
      [],
    )
  })
})
