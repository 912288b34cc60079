/*
 * The cost of one data archive (not a test of speed; it prints figures): a member with 300 polls,
 * 5,000 votes and 50 images, built by the same job as after her request. Runs only when asked:
 *   DATA_EXPORT_COST=1 SQLITE_PATH=/tmp/cost.sqlite3 node ace test --files tests/functional/privacy/data_export_cost.spec.ts
 * Peak RSS is sampled every 5 ms in this process while the job runs (the test runner's own memory
 * is in the baseline).
 */
import { test } from '@japa/runner'
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { DateTime } from 'luxon'
import sharp from 'sharp'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import DataExport from '#models/data_export'
import BuildDataExport from '#actions/privacy/build_data_export'
import { postImageStore } from '#services/images/image_storage'
import { exportStorage } from '#services/privacy/export_files'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { createUser } from '#tests/helpers/users'
import { resetPolls } from '#tests/helpers/polls'
import { unzipToMap } from '#tests/helpers/zip_archive'

const POLLS = 300
const VOTES = 5000
const IMAGES = 50

/** A photo-like WebP (noise compresses badly, as photos do) of the size post images are kept at. */
async function photoLikeWebp(seed: number) {
  const width = 1600
  const height = 1200
  const pixels = Buffer.alloc(width * height * 3)
  let state = seed + 1
  for (let index = 0; index < pixels.length; index++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff
    pixels[index] = state >> 23
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .webp({ quality: 80 })
    .toBuffer()
}

async function insertPolls(authorId: number, count: number, title: string, images: string[] = []) {
  const now = toSqlDateTime(DateTime.utc())
  const rows = Array.from({ length: count }, (_, index) => ({
    user_id: authorId,
    title: `${title} ${index}`,
    description: 'A question of the cost measurement, with a description of a typical length.',
    option_a: 'The first option',
    option_b: 'The second option',
    image_a: images[index] ?? null,
    has_images: images[index] !== undefined,
    status: 'active',
    vote_limit: null,
    vote_count_a: 3,
    vote_count_b: 4,
    vote_count_c: 0,
    vote_count_d: 0,
    total_votes: 7,
    like_count: 1,
    random_key: index,
    created_at: now,
    updated_at: now,
  }))
  for (let start = 0; start < rows.length; start += 200)
    await db.table('posts').multiInsert(rows.slice(start, start + 200))
  return (await db.from('posts').where('user_id', authorId).select('id')).map((row) => Number(row.id))
}

test.group('Data export cost', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('300 polls, 5,000 votes and 50 images: seconds and peak RSS', async ({ assert, cleanup }) => {
    const folder = await mkdtemp(join(tmpdir(), 'dilemma-export-cost-'))
    const previous = exportStorage.directory
    exportStorage.directory = folder
    cleanup(async () => {
      exportStorage.directory = previous
      await rm(folder, { recursive: true, force: true })
    })
    await resetPolls()
    const member = await createUser()
    const others = await createUser()
    const imageUrls: string[] = []
    for (let index = 0; index < IMAGES; index++) {
      const name = `${randomUUID()}.webp`
      await postImageStore.put(name, await photoLikeWebp(index))
      imageUrls.push(postImageStore.urlOf(name))
    }
    cleanup(async () => {
      await Promise.all(imageUrls.map((url) => postImageStore.removeByUrl(url)))
    })
    await insertPolls(member.id, POLLS, 'Her question', imageUrls)
    const votedOn = await insertPolls(others.id, VOTES, 'Their question')
    const at = toSqlDateTime(DateTime.utc())
    const votes = votedOn.map((postId) => ({ post_id: postId, user_id: member.id, choice: 'a', created_at: at }))
    for (let start = 0; start < votes.length; start += 500)
      await db.table('votes').multiInsert(votes.slice(start, start + 500))

    const request = await DataExport.create({
      userId: member.id,
      status: 'preparing',
      language: 'en',
      attempts: 0,
      requestedAt: DateTime.utc(),
    })
    global.gc?.()
    const baseline = process.memoryUsage.rss()
    let peak = baseline
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss())
    }, 5)
    const started = performance.now()
    assert.isTrue(await BuildDataExport.handle({ exportId: request.id }))
    const seconds = (performance.now() - started) / 1000
    clearInterval(sampler)
    peak = Math.max(peak, process.memoryUsage.rss())

    const ready = await DataExport.findOrFail(request.id)
    const { size } = await stat(join(folder, ready.fileName!))
    const mib = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1)
    console.log(
      `data export cost: ${POLLS} polls, ${VOTES} votes, ${IMAGES} images → ${mib(size)} MiB ZIP in ${seconds.toFixed(2)} s; ` +
        `RSS ${mib(baseline)} MiB before, peak ${mib(peak)} MiB (+${mib(peak - baseline)} MiB)`,
    )

    const files = await unzipToMap(await readFile(join(folder, ready.fileName!)))
    assert.lengthOf(JSON.parse(files.get('polls.json')!.toString('utf8')), POLLS)
    assert.lengthOf(JSON.parse(files.get('votes.json')!.toString('utf8')), VOTES)
    assert.lengthOf(
      [...files.keys()].filter((name) => name.startsWith('images/')),
      IMAGES,
    )
  })
    .skip(!process.env.DATA_EXPORT_COST, 'set DATA_EXPORT_COST=1 to measure')
    .timeout(300_000)
})
