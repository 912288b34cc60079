// eslint.config.js's front-end layers (docs/adr/0034-front-end-layers-and-styles.md): imports flow
// shared → entities → features → app, by relative path or by member-app's `@/` alias.
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { test } from 'node:test'
import { ESLint } from 'eslint'

const repo = join(import.meta.dirname, '..', '..')
const eslint = new ESLint({ cwd: repo })

/** How many layer errors ESLint reports for `source` as the file `file` (which need not exist). */
async function layerErrors(file, source) {
  const [result] = await eslint.lintText(source, { filePath: join(repo, file) })
  return result.messages.filter((message) => message.ruleId === 'import/no-restricted-paths').length
}

test('a feature imports no other feature, not even lazily, and nothing of the app', async () => {
  const probe = 'member-app/src/features/feed/probe.ts'
  assert.equal(await layerErrors(probe, "export * from '../posts/PostDetailPage'\n"), 1)
  assert.equal(await layerErrors(probe, "export const page = () => import('../auth/LoginPage')\n"), 1)
  assert.equal(await layerErrors(probe, "export * from '../../pages/FeedPage'\n"), 1)
  assert.equal(await layerErrors(probe, "export * from '@/features/posts/PostDetailPage'\n"), 1)
  assert.equal(await layerErrors(probe, "export * from '@/pages/FeedPage'\n"), 1)
  assert.equal(await layerErrors('shell/src/features/pwa/probe.ts', "export * from '../layout/Header'\n"), 1)
})

test('a feature imports shared code, entities by their entry, and its own files', async () => {
  const probe = 'member-app/src/features/feed/probe.ts'
  assert.equal(await layerErrors(probe, "export * from '@/components/BackToTopButton'\n"), 0)
  assert.equal(await layerErrors(probe, "export * from '@/entities/post'\n"), 0)
  assert.equal(await layerErrors(probe, "export * from './lib/feedFilters'\n"), 0)
})

test("nothing outside an entity imports the entity's own files", async () => {
  assert.equal(
    await layerErrors('member-app/src/features/feed/probe.ts', "export * from '@/entities/post/components/PostList'\n"),
    1,
  )
  assert.equal(
    await layerErrors('member-app/src/features/feed/probe.ts', "export * from '../../entities/post/lib/postPages'\n"),
    1,
  )
  assert.equal(
    await layerErrors('member-app/src/pages/probe.ts', "export * from '@/entities/badge/api/badgeKeys'\n"),
    1,
  )
})

test('an entity imports its own files and shared code, no feature, other entity or app module', async () => {
  const probe = 'member-app/src/entities/post/probe.ts'
  assert.equal(await layerErrors(probe, "export * from './lib/postPages'\n"), 0)
  assert.equal(await layerErrors(probe, "export * from '@/lib/useApiErrorText'\n"), 0)
  assert.equal(await layerErrors(probe, "export * from '@/features/feed/lib/feedFilters'\n"), 1)
  assert.equal(await layerErrors(probe, "export * from '@/entities/badge'\n"), 1)
  assert.equal(await layerErrors(probe, "export * from '@/i18n/messages'\n"), 1)
})

test('shared code imports no feature and nothing of the app', async () => {
  assert.equal(
    await layerErrors('member-app/src/lib/probe.ts', "export * from '../features/feed/lib/feedFilters'\n"),
    1,
  )
  assert.equal(await layerErrors('member-app/src/components/probe.ts', "export * from '../i18n/messages'\n"), 1)
  assert.equal(await layerErrors('member-app/src/components/probe.ts', "export * from '@/entities/post'\n"), 1)
  assert.equal(await layerErrors('admin-app/src/lib/probe.ts', "export * from '../features/posts/PostsPanel'\n"), 1)
})

test('the app composes features', async () => {
  assert.equal(await layerErrors('admin-app/src/app/probe.ts', "export * from '../features/posts/PostsPanel'\n"), 0)
  assert.equal(await layerErrors('shell/src/app/probe.ts', "export * from '../features/layout/Header'\n"), 0)
})
