import { test } from '@japa/runner'
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { removeStaleUploadTempFiles } from '#services/http/upload_temp_files'

test.group('removeStaleUploadTempFiles', () => {
  test('removes temp files older than an hour and keeps younger ones', async ({ assert, cleanup }) => {
    const folder = await mkdtemp(join(tmpdir(), 'dilemma-sweep-'))
    cleanup(() => rm(folder, { recursive: true, force: true }))
    const now = Date.now()
    await writeFile(join(folder, 'left-by-a-killed-process'), 'x')
    await utimes(join(folder, 'left-by-a-killed-process'), new Date(now - 2 * 3600_000), new Date(now - 2 * 3600_000))
    await writeFile(join(folder, 'in-flight'), 'y')

    const removed = await removeStaleUploadTempFiles(folder, now)

    assert.equal(removed, 1)
    assert.deepEqual(await readdir(folder), ['in-flight'])
  })

  test('a missing folder is nothing to sweep', async ({ assert }) => {
    assert.equal(await removeStaleUploadTempFiles(join(tmpdir(), 'dilemma-no-such-folder-xyz')), 0)
  })
})
